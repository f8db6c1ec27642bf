"use client";

import dynamic from "next/dynamic";

/**
 * The toast region (components/ui/sonner.tsx), loaded after the page with sonner itself, which
 * components/toast.ts loads too: it shows the toasts asked for before it arrived.
 */
export const ToastRegion = dynamic(() => import("@/components/ui/sonner").then((module) => module.Toaster), { ssr: false });
