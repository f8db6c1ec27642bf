// The look every recharts chart shares, in the app's tokens (DESIGN.md).
export const CHART_AXIS = { tickLine: false, axisLine: false, fontSize: 11, stroke: "var(--muted-foreground)" } as const;
export const CHART_TOOLTIP = { background: "var(--popover)", border: "1px solid var(--border)", borderRadius: 8, fontSize: 12 };
export const CHART_CURSOR = { fill: "var(--accent)" };
