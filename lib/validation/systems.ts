import { z } from "zod";
import { OPS_STATUSES, OPS_TYPES } from "@/lib/rules/systems";
import { optionalText, tooLong } from "./text";

export const opsSystemInput = z.object({
  systemName: z.string().trim().min(1, "Enter the system's name").max(120, tooLong(120, "the name")),
  type: z.enum(OPS_TYPES, { error: "Choose automation, SOP, file management, calendar or email" }),
  impactScore: z
    .string()
    .optional()
    .transform((text) => (text?.trim() ? text.trim() : "3"))
    .pipe(z.string().regex(/^[1-5]$/, "Impact is a whole number from 1 to 5").transform(Number)),
  notes: optionalText(2000, "the notes"),
});
export type OpsSystemInput = z.infer<typeof opsSystemInput>;

export const opsStatusInput = z.enum(OPS_STATUSES, { error: "Choose planned, in progress or done" });
export const opsSystemId = z.uuid("Unknown system");
