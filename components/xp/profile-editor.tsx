"use client";

import { ImagePlus, ImageUp, Trash2, UserRound } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "@/components/toast";
import { removeAvatar, saveProfile, uploadAvatar } from "@/app/(app)/xp/actions";
import { PROFILE_AVATAR_ID } from "@/components/field-ids";
import { useLeaveGuard } from "@/components/leave-guard";
import { runAndToast } from "@/components/run-and-toast";
import { Button, buttonVariants } from "@/components/ui/button";
import { ConfirmAction } from "@/components/ui/confirm-delete";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, TextField } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { useActionForm } from "@/components/use-action-form";
import type { ProfileSettings } from "@/db/queries/profile-settings";
import { withLaunchBonus } from "@/lib/format";
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from "@/lib/rules/avatar";
import { cn } from "@/lib/utils";
import { useCelebrateXp } from "./xp-feedback";

/**
 * The Launch Pad's profile item and the side menu's name land here, at /xp#profile: the browser
 * scrolls to the card (clear of the sticky header), and the link's focusOnArrival gives its first
 * field, the avatar picker, focus, ready to use.
 */
export function ProfileEditor({ profile, timeZones }: { profile: ProfileSettings; timeZones: string[] }) {
  return (
    <Card id="profile" className="scroll-mt-20 gap-4">
      <CardHeader>
        <CardTitle className="text-base">Profile</CardTitle>
        <CardDescription>A display name and an avatar complete your profile: +50 XP, once.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[auto_1fr]">
        <AvatarUpload avatarUrl={profile.avatarUrl} />
        <ProfileForm profile={profile} timeZones={timeZones} />
      </CardContent>
    </Card>
  );
}

/**
 * The chosen file's name and a preview address, released when another is chosen or the form
 * goes. A file the browser can't show as an image (`unreadable`) gets no preview.
 */
function useChosenImage() {
  const [chosen, setChosen] = useState<{ name: string; url: string; unreadable: boolean } | null>(null);
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.url);
  }, [chosen]);
  function choose(file: File | undefined) {
    setChosen(file ? { name: file.name, url: URL.createObjectURL(file), unreadable: false } : null);
  }
  const markUnreadable = () => setChosen((current) => current && { ...current, unreadable: true });
  return { chosen, choose, markUnreadable };
}

function AvatarUpload({ avatarUrl }: { avatarUrl: string | null }) {
  const celebrate = useCelebrateXp();
  const { chosen, choose, markUnreadable } = useChosenImage();
  const { errors, setErrors, pending, onSubmit } = useActionForm(uploadAvatar, {
    failure: "Failed to upload avatar",
    onSuccess: ({ xp }, form) => {
      toast.success(withLaunchBonus("Avatar updated", xp?.gained));
      if (xp) celebrate(xp);
      form.reset();
      choose(undefined);
    },
  });
  // Once a file is chosen, its preview (or the placeholder) stands in for the current avatar.
  const shown = chosen ? (chosen.unreadable ? null : chosen.url) : avatarUrl;

  // Checked here too, so a missing or large file is refused before anything is sent.
  function submit(event: React.FormEvent<HTMLFormElement>) {
    const file = new FormData(event.currentTarget).get("avatar");
    // The server reads only a file's first bytes; the browser, having tried to show it, knows
    // whether it opens: a damaged image would be an avatar nobody can see.
    const problem =
      !(file instanceof File) || file.size === 0
        ? "Choose an image to upload"
        : file.size > AVATAR_MAX_BYTES
          ? "The image is larger than 1 MB. Choose a smaller one."
          : chosen?.unreadable
            ? "This image can't be opened: it may be damaged. Choose another."
            : null;
    if (problem) {
      event.preventDefault();
      setErrors({ avatar: [problem] });
      return;
    }
    onSubmit(event);
  }

  return (
    <form onSubmit={submit} className="flex flex-col items-center gap-3 md:w-48" aria-label="Avatar">
      <div className="flex size-24 items-center justify-center overflow-hidden rounded-full bg-accent text-accent-foreground">
        {shown ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own route with its own caching, or the chosen file's preview
          <img src={shown} alt={chosen ? "Preview of your new avatar" : "Your avatar"} onError={chosen ? markUnreadable : undefined} className="size-full object-cover" />
        ) : (
          <UserRound aria-hidden className="size-10" />
        )}
      </div>
      <div className="w-full">
        <Field id={PROFILE_AVATAR_ID} label="Avatar (PNG, JPEG or WebP, up to 1 MB)" errors={errors.avatar}>
          {(control) => (
            // The browser's own file button can't be styled to fit: the input is hidden, and a
            // second label shaped as a button opens it (and shows its keyboard focus).
            <div className="space-y-1">
              <input
                {...control}
                aria-describedby={[control["aria-describedby"], "avatar-file"].filter(Boolean).join(" ")}
                name="avatar"
                type="file"
                accept={AVATAR_TYPES.join(",")}
                disabled={pending}
                onChange={(event) => {
                  setErrors({});
                  choose(event.currentTarget.files?.[0]);
                }}
                className="peer sr-only"
              />
              <label
                htmlFor={control.id}
                className={cn(
                  buttonVariants({ variant: "secondary" }),
                  "w-full cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/80 peer-disabled:pointer-events-none peer-disabled:opacity-50",
                )}
              >
                <ImagePlus aria-hidden /> {chosen ? "Choose another image" : "Choose an image"}
              </label>
              <p id="avatar-file" className="truncate text-center text-xs text-muted-foreground" data-testid="avatar-file">
                {chosen?.name ?? (avatarUrl ? "Showing your avatar" : "No image chosen")}
              </p>
            </div>
          )}
        </Field>
      </div>
      <Button type="submit" variant="outline" className="w-full" disabled={pending}>
        <ImageUp aria-hidden />
        {pending ? "Uploading..." : "Upload avatar"}
      </Button>
      {avatarUrl && !chosen && (
        <ConfirmAction
          title="Remove your avatar?"
          description="Your profile shows the placeholder until you upload another image. The profile XP you earned stays yours."
          confirmLabel="Remove avatar"
          pendingLabel="Removing..."
          destructive
          onConfirm={() => runAndToast(removeAvatar, { failure: "Failed to remove avatar", success: () => "Avatar removed" })}
          trigger={(open) => (
            <Button type="button" variant="ghost" size="sm" className="w-full" onClick={open} disabled={pending}>
              <Trash2 aria-hidden /> Remove avatar
            </Button>
          )}
        />
      )}
    </form>
  );
}

function ProfileForm({ profile, timeZones }: { profile: ProfileSettings; timeZones: string[] }) {
  const celebrate = useCelebrateXp();
  // A name or address typed and not saved: leaving the page asks first.
  const { watchUnsaved, settleUnsaved } = useLeaveGuard();
  const { errors, pending, onSubmit } = useActionForm(saveProfile, {
    failure: "Failed to save profile",
    onSuccess: ({ xp }) => {
      settleUnsaved();
      toast.success(withLaunchBonus("Profile saved", xp?.gained));
      if (xp) celebrate(xp);
    },
  });

  return (
    <form onSubmit={onSubmit} ref={watchUnsaved} noValidate aria-label="Profile details">
      {/* One field a row: beside the avatar the column is too narrow for two, and a zone's name
          ("America/Los_Angeles") was cut off. */}
      <fieldset disabled={pending} className="grid gap-4">
        <TextField id="profile-name" name="displayName" label="Display Name" maxLength={80} defaultValue={profile.displayName} errors={errors.displayName} />
        <Field id="profile-zone" label="Time zone" errors={errors.timeZone}>
          {(control) => (
            <NativeSelect {...control} name="timeZone" defaultValue={profile.timeZone}>
              {timeZones.map((zone) => (
                <option key={zone}>{zone}</option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <TextField
          id="profile-creator-email"
          name="creatorEmail"
          type="email"
          label="Creator email (for calendar invites)"
          hint="Where Send calendar invite sends each post's invite."
          defaultValue={profile.creatorEmail ?? ""}
          errors={errors.creatorEmail}
        />
        <div>
          <Button type="submit">{pending ? "Saving..." : "Save profile"}</Button>
        </div>
      </fieldset>
    </form>
  );
}
