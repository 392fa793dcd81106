/** Where the sign-in pages load their stylesheet from (a file, so a strict CSP needs no inline style). */
export const SIGN_IN_STYLESHEET_PATH = '/oidc/_assets/sign-in.css';

/** The sign-in pages' look: the app's green primary colour on a clean card, system fonts only. */
export const SIGN_IN_STYLESHEET = `
:root {
  --primary: #2e7d32;
  --primary-dark: #1b5e20;
  --text: #1f2a24;
  --muted: #5b6660;
  --border: #c9d1cc;
  --background: #eef3ef;
  --error: #b3261e;
  --error-background: #fdecea;
}
* { box-sizing: border-box; }
html { height: 100%; }
body {
  margin: 0;
  min-height: 100%;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px 16px;
  background: var(--background);
  color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
}
main {
  width: 100%;
  max-width: 400px;
  background: #fff;
  border-radius: 12px;
  border-top: 4px solid var(--primary);
  box-shadow: 0 1px 3px rgba(16, 24, 20, 0.08), 0 12px 32px rgba(16, 24, 20, 0.08);
  padding: 32px;
}
.brand { display: flex; align-items: center; gap: 10px; margin-bottom: 28px; font-weight: 600; color: var(--primary); }
.brand-mark {
  display: inline-flex; align-items: center; justify-content: center;
  width: 32px; height: 32px; border-radius: 8px;
  background: var(--primary); color: #fff; font-weight: 700;
}
h1 { margin: 0 0 4px; font-size: 1.5rem; font-weight: 600; }
.subtitle { margin: 0 0 24px; color: var(--muted); }
p { margin: 0 0 20px; }
.field { margin-bottom: 16px; }
label { display: block; margin-bottom: 6px; font-size: 0.875rem; font-weight: 500; }
input {
  width: 100%;
  padding: 10px 12px;
  border: 1px solid var(--border);
  border-radius: 6px;
  font: inherit;
  color: inherit;
}
input:focus { outline: 2px solid var(--primary); outline-offset: 0; border-color: var(--primary); }
button, .button {
  display: block;
  width: 100%;
  margin-top: 8px;
  padding: 10px 16px;
  border: 1px solid var(--primary);
  border-radius: 6px;
  background: var(--primary);
  color: #fff;
  font: inherit;
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
}
button:hover, .button:hover { background: var(--primary-dark); border-color: var(--primary-dark); }
button:focus-visible, .button:focus-visible { outline: 2px solid var(--primary-dark); outline-offset: 2px; }
button.secondary { background: #fff; color: var(--primary); border-color: var(--border); }
button.secondary:hover { background: var(--background); }
.alert {
  margin-bottom: 20px;
  padding: 10px 12px;
  border-radius: 6px;
  background: var(--error-background);
  color: var(--error);
  font-size: 0.875rem;
}
.details { margin: 20px 0 0; color: var(--muted); font-size: 0.8125rem; overflow-wrap: anywhere; }
`;
