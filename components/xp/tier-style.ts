import type { Tier } from "@/lib/rules/level";

// Avatar tier colours (DESIGN.md): the avatar's ring and the level badge, the same everywhere.
export const TIER_STYLE: Record<Tier, { ring: string; badge: string; label: string }> = {
  common: { ring: "ring-tier-common", badge: "bg-tier-common text-white", label: "Common" },
  rare: { ring: "ring-tier-rare", badge: "bg-tier-rare text-white", label: "Rare" },
  epic: { ring: "ring-tier-epic", badge: "bg-tier-epic text-white", label: "Epic" },
  legendary: { ring: "ring-tier-legendary", badge: "bg-tier-legendary text-black", label: "Legendary" },
};
