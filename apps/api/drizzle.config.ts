import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Re-exports every module's schema.ts (src/modules/<domain>/schema.ts).
  schema: './src/db/schema.ts',
  out: './drizzle',
});
