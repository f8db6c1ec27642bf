import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthForm } from "@/components/auth/auth-form";
import { authNoticeOf } from "@/components/auth/auth-notices";
import { getCurrentUser } from "@/lib/session";

export const metadata: Metadata = { title: "Sign in" };

export default async function AuthPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (await getCurrentUser()) redirect("/");
  const notice = authNoticeOf(await searchParams);
  return (
    <main className="flex min-h-svh items-center justify-center bg-gradient-to-b from-accent/60 to-background p-4">
      <AuthForm notice={notice} />
    </main>
  );
}
