"use client";

import { CircleAlert } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";

/** A list that failed to load: the spec's toast once, an empty list, and a way to retry. */
export function LoadError({ message, reason }: { message: string; reason?: string }) {
  const router = useRouter();
  useEffect(() => {
    toast.error(message, { id: message, description: reason });
  }, [message, reason]);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
      <CircleAlert aria-hidden className="size-8 text-destructive" />
      <p className="font-medium">{message}</p>
      <p className="text-sm text-muted-foreground">{reason ?? "Check your connection and try again."}</p>
      <Button variant="outline" onClick={() => router.refresh()}>
        Try again
      </Button>
    </div>
  );
}
