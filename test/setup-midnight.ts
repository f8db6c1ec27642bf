import { beforeEach } from "vitest";
import { HALF_HOUR_MS, waitClearOfBoundary } from "./midnight";

// The integration tests' time zones are whole or half hours from UTC (Asia/Kolkata is +5:30), so
// a midnight in one of them falls on a UTC hour or half hour. No test starts within 30 s of one,
// its time limit (vitest.config.ts); the wait stays within the 60 s a hook may take.
beforeEach(() => waitClearOfBoundary(HALF_HOUR_MS, 30_000));
