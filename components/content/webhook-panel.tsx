"use client";

import { format, formatDistanceToNow } from "date-fns";
import { Check, Copy, RefreshCw, Webhook } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/toast";
import { rotateWebhookAddress } from "@/app/(app)/content/integration-actions";
import { runAction } from "@/components/run-and-toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useMinuteClock } from "@/components/use-minute-clock";
import { useOrigin } from "@/components/use-origin";
import { ConfirmAction } from "@/components/ui/confirm-delete";
import { Input } from "@/components/ui/input";
import type { Delivery } from "@/db/queries/webhooks";
import { cn } from "@/lib/utils";
import { useFreshDeliveries } from "./use-fresh-deliveries";

const COPIED_MS = 2000; // the spec: the copy confirmation resets after 2 seconds

const OPTIONS = [
  { name: "Zapier", steps: "Trigger: your platform's “new post”. Action: Webhooks by Zapier → POST to the address, payload type JSON, map the fields below." },
  { name: "Make", steps: "Watch your platform's new posts, then HTTP → Make a request: POST, JSON body, the address above." },
  { name: "n8n", steps: "Your platform's trigger node, then an HTTP Request node: POST, JSON, the address above." },
  { name: "Direct platform APIs", steps: "Your own script or a platform webhook: POST the JSON below whenever a post goes live." },
];

export function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toast.error("Copy failed: select the address and copy it by hand");
    }
  }

  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium">{label}</p>
      <div className="flex gap-2">
        <Input readOnly value={value} aria-label={label} className="font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
        <Button type="button" variant="outline" onClick={copy} className="shrink-0">
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? "Copied!" : "Copy"}
          {/* Which address: a page may hold three Copy buttons. */}
          <span className="sr-only">{label}</span>
        </Button>
        {/* A focused button's new name is seldom read out; this is. */}
        <span role="status" className="sr-only">
          {copied ? `${label} copied` : ""}
        </span>
      </div>
    </div>
  );
}

function RotateButton() {
  return (
    <ConfirmAction
      title="Rotate the webhook address?"
      // All three come from the one webhook secret (lib/rules/calendar-feed-token.ts, lib/integrations/trigger-post.ts).
      description="The social post and promo email addresses, your calendar feed address and the secret that signs Trigger post's calls all change, and the current ones stop working at once. Paste the new addresses into Zapier, Make or n8n and your calendar app, and check Trigger post's signature with the new secret."
      confirmLabel="Rotate"
      pendingLabel="Rotating..."
      onConfirm={async () => {
        if (!(await runAction(rotateWebhookAddress, "Failed to rotate the webhook address"))) return false;
        toast.success("New webhook address ready: update it in your automations");
        return true;
      }}
      trigger={(open) => (
        <Button type="button" variant="ghost" size="sm" onClick={open}>
          <RefreshCw aria-hidden /> Rotate address
        </Button>
      )}
    />
  );
}

/** One address's example body, with what it must and may carry under it. */
function PayloadExample({ title, payload, testId, children }: { title: string; payload: object; testId: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium">{title}</p>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <pre
        tabIndex={0}
        role="region"
        aria-label={title}
        className="overflow-x-auto rounded-lg bg-muted p-3 text-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80"
        data-testid={testId}
      >
        {JSON.stringify(payload, null, 2)}
      </pre>
      <p className="text-xs text-muted-foreground">{children}</p>
    </div>
  );
}

/** The webhook setup panel (spec; decision D6): addresses, how to connect, an example, the last deliveries. */
export function WebhookPanel({ userId, token, deliveries }: { userId: string; token: string; deliveries: Delivery[] }) {
  const origin = useOrigin();
  const panel = useRef<HTMLDivElement>(null);
  useFreshDeliveries(panel, deliveries[0]?.id ?? null);
  const example = { platform: "TikTok", userId, postUrl: "https://www.tiktok.com/@you/video/123", postTitle: "Studio tour", postDate: "2026-11-22T18:30:00Z" };
  const emailExample = { subject: "Sponsorship for your channel", body: "Hi! We'd love to sponsor a video for $500…", from: "partnerships@brand.example" };

  return (
    <Card ref={panel} className="gap-4" data-testid="webhook-panel">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2 text-base">
            <Webhook aria-hidden className="size-4 text-primary" /> Auto-post detection
          </CardTitle>
          <CardDescription>When a post goes live, your automation calls this address and the matching item is marked posted, with its XP.</CardDescription>
        </div>
        <RotateButton />
      </CardHeader>
      <CardContent className="space-y-5">
        <CopyField label="Social post webhook" value={`${origin}/api/webhooks/social-post/${token}`} />
        <CopyField label="Promo email webhook" value={`${origin}/api/webhooks/promo-email/${token}`} />
        <div className="grid gap-3 sm:grid-cols-2">
          {OPTIONS.map((option) => (
            <div key={option.name} className="rounded-lg border p-3 text-sm">
              <p className="font-medium">{option.name}</p>
              <p className="text-muted-foreground">{option.steps}</p>
            </div>
          ))}
        </div>
        <PayloadExample title="Example payload: social post" payload={example} testId="webhook-example">
          Required: <code>platform</code> (TikTok, YouTube, Instagram or Twitter) and <code>userId</code>. Optional: <code>postUrl</code>, <code>postTitle</code>,{" "}
          <code>postDate</code> (ISO timestamp). The planned item whose title matches is marked posted; without a title, the one item you sent
          with Trigger post on that platform in the last two days.
        </PayloadExample>
        <PayloadExample title="Example payload: promo email" payload={emailExample} testId="webhook-email-example">
          JSON or form fields. Required: <code>subject</code> or <code>body</code> (also read as <code>emailSubject</code>, <code>emailBody</code>, Mailgun&apos;s{" "}
          <code>body-plain</code> and SendGrid&apos;s <code>text</code>). Optional: <code>from</code>. A deal is added from what the email says.
        </PayloadExample>
        <div className="space-y-1.5">
          <p className="text-sm font-medium">Last deliveries</p>
          <DeliveryList deliveries={deliveries} />
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * The last deliveries, each with how long ago it came. The ages are the browser's, rendered after
 * hydration (the server's clock isn't the browser's), and the minute clock's tick re-renders the
 * list to keep them current; each age is read from Date.now(), to the second.
 */
function DeliveryList({ deliveries }: { deliveries: Delivery[] }) {
  const hydrated = useMinuteClock() !== null;
  return deliveries.length === 0 ? (
    <p className="text-sm text-muted-foreground">Nothing received yet.</p>
  ) : (
    <ul className="divide-y rounded-lg border text-sm" aria-label="Last deliveries">
      {deliveries.map((delivery) => (
        <li key={delivery.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2" data-testid="webhook-delivery">
          <span className={cn("rounded px-1.5 text-xs font-medium tabular-nums", delivery.status < 300 ? "bg-success/15 text-success" : "bg-destructive/15 text-destructive")}>
            {delivery.status}
          </span>
          <span className="font-medium">{delivery.outcome}</span>
          {/* Wraps, and takes a line of its own when the row is narrow: the detail is what says why. */}
          <span className="min-w-48 flex-1 wrap-anywhere text-muted-foreground">{delivery.detail}</span>
          <span className="text-xs text-muted-foreground">
            {delivery.kind === "social_post" ? "post" : "email"}
            {hydrated && (
              <>
                {" · "}
                <time dateTime={delivery.createdAt.toISOString()} title={format(delivery.createdAt, "PPpp")}>
                  {formatDistanceToNow(delivery.createdAt, { addSuffix: true })}
                </time>
              </>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
