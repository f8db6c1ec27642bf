import { Plug } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The marked place of an integration a later issue builds; it says plainly that it is not there yet. */
export function IntegrationSlot({ title, description, testId }: { title: string; description: string; testId?: string }) {
  return (
    <Card className="gap-3 border-dashed" data-testid={testId ?? "integration-slot"}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Plug aria-hidden className="size-4 text-muted-foreground" /> {title}
        </CardTitle>
        <CardDescription>Not connected yet. {description}</CardDescription>
      </CardHeader>
    </Card>
  );
}
