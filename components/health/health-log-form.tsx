"use client";

import { HeartPulse } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { logHealth } from "@/app/(app)/health/actions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, TextField } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useActionForm } from "@/components/use-action-form";
import { useCelebrateXp } from "@/components/xp/xp-feedback";
import type { HealthLog } from "@/db/queries/health";
import { MOODS, SLEEP_QUALITIES } from "@/lib/rules/health";

const capitalize = (word: string) => word[0].toUpperCase() + word.slice(1);

/** Today's log (or any past day's); saving the same day again updates it. */
export function HealthLogForm({ today, todaysLog }: { today: string; todaysLog: HealthLog | null }) {
  const celebrate = useCelebrateXp();
  const [workout, setWorkout] = useState(todaysLog?.workoutCompleted ?? false);
  const { errors, pending, onSubmit } = useActionForm(logHealth, {
    failure: "Failed to save health log",
    onSuccess: ({ message, xp }) => {
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
        <form onSubmit={onSubmit} noValidate aria-label="Health log">
          <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
            <TextField id="health-date" name="logDate" type="date" label="Date" max={today} defaultValue={today} errors={errors.logDate} />
            <TextField
              id="health-weight"
              name="weight"
              label="Weight (optional)"
              inputMode="decimal"
              placeholder="72.5"
              defaultValue={todaysLog?.weight ? Number(todaysLog.weight) : ""}
              errors={errors.weight}
            />
            <Field id="health-mood" label="Mood" errors={errors.mood}>
              {(control) => (
                <NativeSelect {...control} name="mood" defaultValue={todaysLog?.mood ?? ""}>
                  <option value="">Not logged</option>
                  {MOODS.map((mood) => (
                    <option key={mood} value={mood}>
                      {capitalize(mood)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field id="health-sleep" label="Sleep quality" errors={errors.sleepQuality}>
              {(control) => (
                <NativeSelect {...control} name="sleepQuality" defaultValue={todaysLog?.sleepQuality ?? ""}>
                  <option value="">Not logged</option>
                  {SLEEP_QUALITIES.map((quality) => (
                    <option key={quality} value={quality}>
                      {capitalize(quality)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <TextField
              id="health-fasting"
              name="fastingHours"
              label="Fasting hours (optional)"
              inputMode="numeric"
              placeholder="16"
              defaultValue={todaysLog?.fastingHours ?? ""}
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
                  defaultValue={todaysLog?.workoutType ?? ""}
                  errors={errors.workoutType}
                />
              </div>
            )}
            <div className="sm:col-span-2">
              <Button type="submit">{pending ? "Saving..." : "Save log"}</Button>
            </div>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
