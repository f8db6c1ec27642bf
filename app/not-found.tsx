import { Compass } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <Compass aria-hidden className="size-12 text-muted-foreground" />
      <p className="text-6xl font-bold tracking-tight text-primary">404</p>
      <h1 className="text-xl font-semibold">Oops! Page not found</h1>
      <Button asChild>
        <Link href="/">Return to Home</Link>
      </Button>
    </main>
  );
}
