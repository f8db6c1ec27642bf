import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Reset password" };

export default function ForgotPasswordPage() {
  return (
    <main className="flex min-h-svh items-center justify-center bg-gradient-to-b from-accent/60 to-background p-4">
      <ForgotPasswordForm />
    </main>
  );
}
