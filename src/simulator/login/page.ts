import { LOGIN_PAGE_SCRIPT } from './page-script';

export interface LoginPageInput {
  otp: string;
  session: { email: string; walletAddress: string } | null;
  privilegeNames: Record<number, string>;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON safe to embed in a <script> element. */
function embedJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const STYLES = `
*{box-sizing:border-box}
[hidden]{display:none!important}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#0f172a;color:#0f172a;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px}
main{background:#fff;border-radius:16px;padding:28px;width:100%;max-width:420px;box-shadow:0 10px 30px rgba(0,0,0,.3)}
header{display:flex;align-items:center;gap:10px;margin-bottom:16px}
.logo{width:32px;height:32px;border-radius:8px;background:linear-gradient(135deg,#2563eb,#7c3aed)}
h1{font-size:1.1rem;margin:0}
h2{font-size:1.3rem;margin:0 0 8px}
h2:focus{outline:none}
label{display:block;font-weight:600;margin:12px 0 4px}
input[type=email],input[type=text]{width:100%;padding:10px 12px;border:1px solid #94a3b8;border-radius:8px;font:inherit}
input:focus-visible,button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
button{display:block;width:100%;margin-top:16px;padding:10px 14px;border:0;border-radius:8px;background:#2563eb;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:disabled{opacity:.6;cursor:progress}
button.secondary{background:#e2e8f0;color:#0f172a}
button.link{background:none;color:#2563eb;padding:4px 0;width:auto;font-weight:500;text-decoration:underline}
.hint{background:#fef9c3;border:1px solid #facc15;border-radius:8px;padding:8px 10px;font-size:.95rem}
.error{color:#b91c1c;font-weight:500;margin:8px 0 0}
fieldset{border:1px solid #cbd5e1;border-radius:8px;padding:8px 12px;margin:12px 0}
legend{font-weight:600;padding:0 4px}
.vehicle{display:flex;align-items:center;gap:10px;padding:6px 0}
.vehicle label{margin:0;font-weight:500}
.vehicle input{width:18px;height:18px}
ul{margin:4px 0 8px;padding-left:20px;font-size:.95rem}
.muted{color:#475569;font-size:.9rem}
footer{margin-top:20px;font-size:.8rem;color:#64748b}
.actions{position:sticky;bottom:0;background:#fff;padding:4px 0 12px;margin-bottom:-12px}
@media (max-width:480px){body{padding:8px;align-items:flex-start}main{padding:20px}}
`;

/** The login site's only page: every screen is in it and the script shows one at a time. */
export function renderLoginPage(input: LoginPageInput): string {
  const otp = escapeHtml(input.otp);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with DIMO (simulator)</title>
<style>${STYLES}</style>
</head>
<body>
<main>
  <header><div class="logo" aria-hidden="true"></div><h1 id="page-title">Sign in with DIMO</h1></header>

  <section id="screen-loading">
    <p id="loading-text" role="status">Loading…</p>
  </section>

  <section id="screen-email" hidden>
    <h2 id="email-heading" tabindex="-1">Sign in</h2>
    <p>Enter your email to continue to <strong class="client-name">the app</strong>.</p>
    <form id="email-form" novalidate>
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="email" required data-autofocus>
      <p id="email-error" class="error" role="alert" hidden></p>
      <button type="submit">Continue</button>
    </form>
  </section>

  <section id="screen-otp" hidden>
    <h2 id="otp-heading" tabindex="-1">Check your email</h2>
    <p>We sent a verification code to <strong id="otp-email"></strong>.</p>
    <p class="hint">Simulator: the code is <strong>${otp}</strong></p>
    <form id="otp-form" novalidate>
      <label for="otp">Verification code</label>
      <input id="otp" name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" required data-autofocus>
      <p id="otp-error" class="error" role="alert" hidden></p>
      <button type="submit">Verify</button>
    </form>
    <button type="button" id="change-email" class="link">Use a different email</button>
  </section>

  <section id="screen-share" hidden>
    <h2 id="share-heading" tabindex="-1">Share your vehicles</h2>
    <p><strong class="client-name">The app</strong> asks to read data from the vehicles you select.</p>
    <form id="share-form" novalidate>
      <fieldset>
        <legend>Vehicles</legend>
        <div id="vehicle-list"></div>
      </fieldset>
      <p class="muted">It will be able to read:</p>
      <ul id="permission-list" aria-label="What you share"></ul>
      <p id="expiry-text" class="muted"></p>
      <p id="share-error" class="error" role="alert" hidden></p>
      <div class="actions"><button type="submit">Share vehicles</button></div>
    </form>
    <p class="muted">Signed in as <span class="session-email"></span></p>
    <button type="button" class="secondary sign-out">Sign out</button>
  </section>

  <section id="screen-done" hidden>
    <h2 id="done-heading" tabindex="-1">All set</h2>
    <p id="done-text" role="status">You can close this window.</p>
  </section>

  <section id="screen-error" hidden>
    <h2 id="error-heading" tabindex="-1">Something went wrong</h2>
    <p id="error-message" class="error" role="alert"></p>
  </section>

  <footer>Local DIMO login simulator — no real account is used.</footer>
</main>
<script id="sim-config" type="application/json">${embedJson({ session: input.session, privilegeNames: input.privilegeNames })}</script>
<script>${LOGIN_PAGE_SCRIPT}</script>
</body>
</html>`;
}
