"use client";

import { useState, useTransition } from "react";
import { toast } from "sonner";
import type { ActionResult, FieldErrors } from "@/lib/action";

type Options<T> = {
  /** The spec's toast when the call itself fails (network, server crash). */
  failure: string;
  /** Set where the spec titles its error toasts (the library): the action's error becomes the description. */
  errorTitle?: string;
  /** Returns false to do nothing at all (the spec's "a blank title does nothing"). */
  accept?: (formData: FormData) => boolean;
  onSuccess?: (data: T, form: HTMLFormElement) => void;
};

/**
 * The one way a form calls a server action: field errors under their fields, the action's error
 * as a toast, the inputs left as typed on failure, and `pending` for disabling the form.
 */
export function useActionForm<T>(action: (formData: FormData) => Promise<ActionResult<T>>, { failure, errorTitle, accept, onSuccess }: Options<T>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, startTransition] = useTransition();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form);
    if (accept && !accept(formData)) return;
    startTransition(async () => {
      try {
        const result = await action(formData);
        if (!result.ok) {
          setErrors(result.fieldErrors ?? {});
          if (result.error) {
            if (errorTitle) toast.error(errorTitle, { description: result.error });
            else toast.error(result.error);
          }
          return;
        }
        setErrors({});
        onSuccess?.(result.data, form);
      } catch {
        if (errorTitle) toast.error(errorTitle, { description: failure });
        else toast.error(failure);
      }
    });
  }

  return { errors, setErrors, pending, onSubmit };
}

/** For forms whose title must not be blank: the spec has them do nothing at all. */
export const hasTitle = (formData: FormData) => String(formData.get("title") ?? "").trim() !== "";
