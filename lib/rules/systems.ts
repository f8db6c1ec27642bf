// The systems' types and statuses, apart from the zod schema (lib/validation/systems.ts) so that
// client components can use them without shipping zod to the browser.
export const OPS_TYPES = ["automation", "sop", "file_management", "calendar", "email"] as const;
export const OPS_STATUSES = ["planned", "in_progress", "done"] as const;
export type OpsType = (typeof OPS_TYPES)[number];
export type OpsStatus = (typeof OPS_STATUSES)[number];

export const OPS_TYPE_LABEL: Record<OpsType, string> = {
  automation: "Automation",
  sop: "SOP",
  file_management: "File management",
  calendar: "Calendar",
  email: "Email",
};
