"use client";

import { useEffect, useRef, useState } from "react";
import { LinkedText } from "@/components/linked-text";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

// Literal class names, so Tailwind generates them.
const CLAMP = { 2: "line-clamp-2", 6: "line-clamp-6" } as const;

/**
 * Long user text cut to a few lines, with Show more / Show less once it is really cut (measured,
 * so a short text gets no button). Line breaks the creator typed are kept. `about` names what the
 * text belongs to, so each button says whose text it opens ("Show more of “Hook ideas”").
 */
export function ClampedText({ text, lines, about, className }: { text: string; lines: keyof typeof CLAMP; about: string; className?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1);
    measure();
    // The card's width changes with the window, and with it how many lines the text takes.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded]);

  return (
    <div>
      <p ref={ref} className={cn("wrap-anywhere whitespace-pre-line", !expanded && CLAMP[lines], className)}>
        <LinkedText text={text} />
      </p>
      {(cut || expanded) && (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="-ml-3 text-xs md:h-7"
          aria-expanded={expanded}
          aria-label={`${expanded ? "Show less" : "Show more"} of ${about}`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? "Show less" : "Show more"}
        </Button>
      )}
    </div>
  );
}
