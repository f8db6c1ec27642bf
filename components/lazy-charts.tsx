"use client";

import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";

// recharts is the heaviest library in the app, so no page's first load carries it: each plot
// loads on its own once the page is up. The chart's card, title and screen-reader table render on
// the server around a box of the plot's fixed height, which the skeleton and then the plot fill,
// so nothing moves when the plot arrives.
const loading = () => <Skeleton className="size-full" />;

export const WeightPlot = dynamic(() => import("@/components/health/health-plots").then((module) => module.WeightPlot), { ssr: false, loading });
export const WorkoutsPlot = dynamic(() => import("@/components/health/health-plots").then((module) => module.WorkoutsPlot), { ssr: false, loading });
export const MonthlyPlot = dynamic(() => import("@/components/finance/monthly-plot").then((module) => module.MonthlyPlot), { ssr: false, loading });
