import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Playwright fixtures call their callback `use`, which is not React's hook.
  { files: ["e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  // sonner is loaded after the page (components/toast.ts): a static import would put it back in
  // every route's first load.
  {
    files: ["**/*.ts", "**/*.tsx"],
    ignores: ["components/toast.ts", "components/ui/sonner.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "sonner", message: "Import toast from @/components/toast, which loads sonner after the page.", allowTypeImports: true }] },
      ],
    },
  },
  globalIgnores([".next/**", ".data/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "db/migrations/**"]),
]);
