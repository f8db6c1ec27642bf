import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { mailConfigured } from "@/lib/integrations/mail";

export const metadata: Metadata = { title: "Reset password" };

// Read per request: whether this server can send the reset email is its settings', not the build's.
export const dynamic = "force-dynamic";

export default function ForgotPasswordPage() {
  return (
    <main className="flex min-h-svh items-center justify-center bg-gradient-to-b from-accent/60 to-background p-4">
      <ForgotPasswordForm canSendEmail={mailConfigured()} />
    </main>
  );
}
