import { Spinner } from "@/components/ui/spinner";

// Shown while the session is checked and the first page renders.
export default function Loading() {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <Spinner className="size-8" label="Checking your session" />
    </div>
  );
}
