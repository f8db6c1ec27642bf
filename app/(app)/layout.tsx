import { AppShell } from "@/components/shell/app-shell";
import { requireUser } from "@/lib/session";

// Every page under (app) is signed in and renders inside the shell.
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  return <AppShell user={await requireUser()}>{children}</AppShell>;
}
