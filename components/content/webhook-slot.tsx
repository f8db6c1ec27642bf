import { Webhook } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The place of the webhook setup panel (auto-post detection), which the integrations issue fills. */
export function WebhookSlot() {
  return (
    <Card className="gap-3 border-dashed" data-testid="webhook-slot">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Webhook aria-hidden className="size-4 text-muted-foreground" /> Auto-post detection
        </CardTitle>
        <CardDescription>
          Not connected yet. Your personal webhook address for Zapier or Make, which marks content as posted when it goes live, will appear here.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}
