import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <LoaderCircle aria-hidden className={cn("size-6 animate-spin text-primary motion-reduce:animate-none", className)} />
    </span>
  );
}

export { Spinner };
