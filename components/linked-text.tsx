import { Fragment } from "react";
import { splitLinks } from "@/lib/rules/links";

/** Text with the web addresses in it as links that open in a new tab; the rest as typed. */
export function LinkedText({ text }: { text: string }) {
  return (
    <Fragment>
      {splitLinks(text).map((part, index) => ("href" in part ? <ExternalLink key={index} href={part.href} /> : <Fragment key={index}>{part.text}</Fragment>))}
    </Fragment>
  );
}

/**
 * A link out of the app: a new tab, with nothing of this page handed to the other site. On a
 * phone its padding makes it a 44 px target (DESIGN.md) without moving the lines of text around
 * it: padding on an inline element takes no room in the line.
 */
export function ExternalLink({ href, label, children = href }: { href: string; label?: string; children?: React.ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className="py-3.5 text-primary underline underline-offset-2 wrap-anywhere hover:no-underline md:py-0"
    >
      {children}
    </a>
  );
}
