"use client";

import { HeartPulse } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/toast";
import { logHealth } from "@/app/(app)/health/actions";
import { useCreatorToday, useDateRange } from "@/components/creator-today";
import { HEALTH_DATE_ID } from "@/components/field-ids";
import { useLeaveGuard } from "@/components/leave-guard";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, TextField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useActionForm } from "@/components/use-action-form";
import { useCelebrateXp } from "@/components/xp/xp-feedback";
import type { HealthLog } from "@/db/queries/health";
import type { FieldErrors } from "@/lib/action";
import { HEALTH_LOG_DATE_LIMITS } from "@/lib/rules/date-limits";
import { capitalize, formatDay } from "@/lib/format";
import { MOODS, SLEEP_QUALITIES, WEIGHT_UNITS, type WeightUnit } from "@/lib/rules/health";

/**
 * Today's log, or any day's up to a month ago (HEALTH_LOG_DATE_LIMITS): picking a date fills the fields with that
 * day's saved log (or leaves them empty), so correcting one field never overwrites the others
 * with another day's values. Saving the same day again updates it.
 */
export function HealthLogForm({ logs, weightUnit }: { logs: HealthLog[]; weightUnit: WeightUnit }) {
  const today = useCreatorToday();
  const logDates = useDateRange(HEALTH_LOG_DATE_LIMITS);
  const celebrate = useCelebrateXp();
  const [date, setDate] = useState(today);
  const saved = logs.find((log) => log.logDate === date) ?? null;
  const { watchUnsaved, settleUnsaved, holdsUnsaved } = useLeaveGuard();
  // Another day picked shows that day's saved log (LogFields below, keyed by the day and the log's
  // last save), as does the day's own log saved here or shown by Refresh: nothing typed yet.
  const savedAt = saved?.updatedAt.toISOString() ?? null;
  useEffect(settleUnsaved, [settleUnsaved, date, savedAt]);

  // A day picked while the shown day's log holds unsaved typing: asked about beside the field,
  // not in a dialog, as a date typed digit by digit is a whole (other) date after each digit.
  const [askedDay, setAskedDay] = useState<string | null>(null);
  const dateField = useRef<HTMLInputElement>(null);

  /** Shows the picked day's log; typing not saved for the day shown goes only if the creator agrees. */
  function pickDay(picked: string) {
    if (!picked) return;
    if (picked !== date && holdsUnsaved("logDate")) return setAskedDay(picked);
    setAskedDay(null);
    setDate(picked);
  }

  function keepShownDay() {
    setAskedDay(null);
    const field = dateField.current;
    if (!field) return;
    field.value = date;
    field.focus();
  }
  // The shown log's last save goes with it: one saved or deleted elsewhere since is not written over.
  const { errors, pending, onSubmit } = useActionForm((formData) => logHealth(formData, savedAt), {
    failure: "Failed to save health log",
    onSuccess: ({ message, xp }) => {
      settleUnsaved();
      toast.success(message);
      if (xp) celebrate(xp);
    },
  });

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <HeartPulse aria-hidden className="size-5 text-primary" /> Today&apos;s Log
        </CardTitle>
        <CardDescription>The first save of each day earns 15 XP; save again any time to correct it.</CardDescription>
      </CardHeader>
      <CardContent>
        <form ref={watchUnsaved} onSubmit={onSubmit} noValidate aria-label="Health log" aria-describedby={errors.log ? "health-log-error" : undefined}>
          <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={HEALTH_DATE_ID}
              ref={dateField}
              name="logDate"
              type="date"
              label="Date"
              {...logDates}
              defaultValue={today}
              // Left uncontrolled so a half-typed date stays as typed; the fields follow whole dates only.
              onChange={(event) => pickDay(event.target.value)}
              hint={date === today ? undefined : saved ? "Correcting this day's saved log" : "Nothing logged for this day yet"}
              errors={errors.logDate}
            />
            <div aria-live="polite" className="empty:hidden sm:col-span-2">
              {askedDay && (
                <DaySwitchQuestion
                  question={`Show ${formatDay(askedDay, today)}? What you typed for ${formatDay(date, today)} and haven't saved will be lost.`}
                  show={`Show ${formatDay(askedDay, today)}`}
                  keep={`Keep ${formatDay(date, today)}`}
                  onShow={() => {
                    setAskedDay(null);
                    setDate(askedDay);
                  }}
                  onKeep={keepShownDay}
                />
              )}
            </div>
            {/* Keyed by the date and the log's last save: another day's fields start from that day's
                own log, and so do the day's fields once the page shows a save made elsewhere (Refresh). */}
            <LogFields key={`${date} ${savedAt ?? ""}`} log={saved} weightUnit={weightUnit} errors={errors} />
            {/* An error about the log as a whole (nothing logged), under all of its fields. */}
            {errors.log && (
              <p id="health-log-error" className="text-sm text-destructive sm:col-span-2">
                {errors.log[0]}
              </p>
            )}
            <div className="sm:col-span-2">
              {/* The day to save for is asked about above: answered first. */}
              <Button type="submit" disabled={askedDay !== null}>
                {pending ? "Saving..." : "Save log"}
              </Button>
            </div>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}

type DaySwitchProps = { question: string; show: string; keep: string; onShow: () => void; onKeep: () => void };

function DaySwitchQuestion({ question, show, keep, onShow, onKeep }: DaySwitchProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-muted/50 p-3 text-sm" data-testid="day-switch-question">
      <p className="min-w-0 flex-1 basis-64">{question}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onShow}>
          {show}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onKeep}>
          {keep}
        </Button>
      </div>
    </div>
  );
}

/** A day's fields, from its saved log if it has one; a new weight starts in the page's unit. */
function LogFields({ log, weightUnit, errors }: { log: HealthLog | null; weightUnit: WeightUnit; errors: FieldErrors }) {
  const [workout, setWorkout] = useState(log?.workoutCompleted ?? false);
  return (
    <>
      <Field id="health-weight" label="Weight (optional)" errors={errors.weight ?? errors.weightUnit}>
        {(control) => (
          <div className="flex gap-2">
            <Input {...control} name="weight" inputMode="decimal" placeholder="72.5" defaultValue={log?.weight ? Number(log.weight) : ""} />
            <NativeSelect name="weightUnit" aria-label="Weight unit" defaultValue={log?.weight ? log.weightUnit : weightUnit} className="w-20 shrink-0">
              {WEIGHT_UNITS.map((unit) => (
                <option key={unit}>{unit}</option>
              ))}
            </NativeSelect>
          </div>
        )}
      </Field>
      <ChoiceField id="health-mood" name="mood" label="Mood" choices={MOODS} value={log?.mood} errors={errors.mood} />
      <ChoiceField id="health-sleep" name="sleepQuality" label="Sleep quality" choices={SLEEP_QUALITIES} value={log?.sleepQuality} errors={errors.sleepQuality} />
      <TextField
        id="health-fasting"
        name="fastingHours"
        label="Fasting hours (optional)"
        inputMode="numeric"
        placeholder="16"
        defaultValue={log?.fastingHours ?? ""}
        errors={errors.fastingHours}
      />
      <div className="flex min-h-11 items-center gap-3 sm:mt-6">
        <Checkbox id="health-workout" name="workoutCompleted" checked={workout} onCheckedChange={(checked) => setWorkout(checked === true)} />
        <Label htmlFor="health-workout">Workout completed</Label>
      </div>
      {workout && (
        <div className="sm:col-span-2">
          <TextField
            id="health-workout-type"
            name="workoutType"
            label="Workout type"
            placeholder="Run, lifting, yoga…"
            maxLength={80}
            defaultValue={log?.workoutType ?? ""}
            errors={errors.workoutType}
          />
        </div>
      )}
    </>
  );
}

/** A choice the log may leave out ("Not logged"), with its options capitalised. */
function ChoiceField(props: { id: string; name: string; label: string; choices: readonly string[]; value?: string | null; errors?: string[] }) {
  return (
    <Field id={props.id} label={props.label} errors={props.errors}>
      {(control) => (
        <NativeSelect {...control} name={props.name} defaultValue={props.value ?? ""}>
          <option value="">Not logged</option>
          {props.choices.map((choice) => (
            <option key={choice} value={choice}>
              {capitalize(choice)}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
