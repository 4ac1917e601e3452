/**
 * Bundles the engine's tasks (engine-tasks.ts and everything it imports, libraries included) into
 * one JavaScript module, which a worker loads in a fraction of the time it takes to load the
 * TypeScript sources one by one. Each source keeps its own `import.meta.url`, so the content files
 * and the trained classifier are found beside the sources as before.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";

const TASKS_SOURCE = fileURLToPath(new URL("./engine-tasks.ts", import.meta.url));
/** Packages with native parts or worker files of their own, loaded from node_modules as usual. */
const LOADED_AS_INSTALLED = ["sharp", "tesseract.js", "piscina"];

/** Writes `import.meta.url` of each source as that source's own address. */
const sourceAddresses: Plugin = {
  name: "source-addresses",
  setup(builder) {
    builder.onLoad({ filter: /\/src\/.*\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, "utf8");
      return {
        contents: source.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(path).href)),
        loader: "ts",
      };
    });
  },
};

/** Bundles the engine's tasks into `outfile` (an .mjs file) and returns its path. */
export async function bundleEngineTasks(outfile: string): Promise<string> {
  await build({
    entryPoints: [TASKS_SOURCE],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: LOADED_AS_INSTALLED,
    plugins: [sourceAddresses],
    // Libraries written for CommonJS call require(); the bundle gives them Node's own.
    banner: {
      js: "import { createRequire as createRequireOfBundle } from 'node:module';\nconst require = createRequireOfBundle(import.meta.url);",
    },
    logLevel: "warning",
  });
  return outfile;
}
