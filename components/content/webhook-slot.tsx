import { IntegrationSlot } from "@/components/integration-slot";

/** The place of the webhook setup panel (auto-post detection), which the integrations issue fills. */
export function WebhookSlot() {
  return (
    <IntegrationSlot
      title="Auto-post detection"
      description="Your personal webhook address for Zapier or Make, which marks content as posted when it goes live, will appear here."
      testId="webhook-slot"
    />
  );
}
