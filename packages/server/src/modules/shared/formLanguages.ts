import { loadFormLanguages } from '@coverline/engine';

/*
 * The server compiles every tenant's definitions, recomputes formulas and reads saved queries' conditions, so
 * both languages, which a browser loads only for the forms that use them, are loaded here once as the modules
 * load: before the server listens, and in every test, bench and script that imports a module using them.
 */
await loadFormLanguages();
