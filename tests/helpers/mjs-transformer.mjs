// Jest's transform for the scripts' .mjs modules: Next's SWC transformer, told to keep them ES
// modules whenever Jest loads them as ES modules. Next's transformer alone always compiles a .mjs
// to CommonJS, which Jest then evaluates as an ES module on Node 24.9+ (where it require()s ESM
// natively) and which fails with "exports is not defined". On Node 20 Jest loads them as CommonJS.
import swc from 'next/dist/build/swc/jest-transformer.js';

function createTransformer(options) {
  const transformer = swc.createTransformer(options);
  return {
    process(source, filename, jestOptions) {
      if (!jestOptions.supportsStaticESM) return transformer.process(source, filename, jestOptions);
      // Next's transformer emits ES modules for the files of extensionsToTreatAsEsm; Jest forbids
      // '.mjs' in that option (a .mjs always is one), so it is named here, for this call only.
      const config = { ...jestOptions.config, extensionsToTreatAsEsm: ['.mjs'] };
      return transformer.process(source, filename, { ...jestOptions, config });
    },
  };
}

const mjsTransformer = { createTransformer };
export default mjsTransformer;
