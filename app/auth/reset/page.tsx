import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { Button } from "@/components/ui/button";
import { CardContent } from "@/components/ui/card";

export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

// The emailed link lands here with ?token=…; the token is checked when the form is sent.
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  return (
    <main className="flex min-h-svh items-center justify-center bg-gradient-to-b from-accent/60 to-background p-4">
      {typeof token === "string" && token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <AuthCard title="This link is incomplete" subtitle="Open the link from the email again, or ask for a new one.">
          <CardContent>
            <Button asChild className="w-full">
              <Link href="/auth/forgot">Ask for a new link</Link>
            </Button>
          </CardContent>
        </AuthCard>
      )}
    </main>
  );
}
