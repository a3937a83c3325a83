/**
 * The login page's browser script (plain ES2020, no build step). It speaks the login site's
 * postMessage protocol in popup mode and navigates back to the redirect URI in redirect mode.
 */
export const LOGIN_PAGE_SCRIPT = String.raw`
(() => {
  'use strict';
  const cfg = JSON.parse(document.getElementById('sim-config').textContent);
  const params = new URLSearchParams(location.search);
  const $ = (id) => document.getElementById(id);
  const SCREENS = ['screen-loading', 'screen-email', 'screen-otp', 'screen-share', 'screen-done', 'screen-error'];
  const isPopup = Boolean(window.opener) && params.get('mode') !== 'redirect';
  let init = null;
  let targetOrigin = null;
  let shareData = null;
  let session = cfg.session;
  let vehicles = [];
  let selectionTouched = false;
  let readyTimer = null;

  function show(id) {
    for (const s of SCREENS) $(s).hidden = s !== id;
    const focus = $(id).querySelector('[data-autofocus]') || $(id).querySelector('h2');
    if (focus) focus.focus();
  }
  function setAlert(id, message) {
    const el = $(id);
    el.textContent = message || '';
    el.hidden = !message;
  }
  function fail(message) {
    $('error-message').textContent = message;
    show('screen-error');
  }
  function post(message) {
    if (isPopup && targetOrigin) window.opener.postMessage(Object.assign({}, message, { mode: 'popup' }), targetOrigin);
  }
  async function api(path, body) {
    const options = body === undefined
      ? { credentials: 'same-origin' }
      : { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
    const res = await fetch(path, options);
    let data = {};
    try { data = await res.json(); } catch (e) { data = {}; }
    if (!res.ok) throw Object.assign(new Error(data.message || 'Request failed (' + res.status + ')'), { requestError: data.requestError === true });
    return data;
  }
  async function busy(form, task) {
    const buttons = form.querySelectorAll('button');
    buttons.forEach((b) => { b.disabled = true; });
    try { await task(); } finally { buttons.forEach((b) => { b.disabled = false; }); }
  }
  function setSession(s) {
    session = s;
    document.querySelectorAll('.session-email').forEach((el) => { el.textContent = s ? s.email : ''; });
  }
  function wantsShare() {
    return init.entryState === 'VEHICLE_MANAGER' || Boolean(shareData && shareData.permissions);
  }
  function permissionBits() {
    return (shareData && typeof shareData.permissions === 'string' && shareData.permissions) || '11111100';
  }
  function requestedVehicles() {
    const list = shareData && Array.isArray(shareData.vehicles) ? shareData.vehicles : [];
    return list.map(String);
  }

  async function start(request) {
    init = request;
    if (request.altTitle) $('page-title').textContent = String(request.altTitle);
    let origin = null;
    try { origin = new URL(request.redirectUri).origin; } catch (e) { origin = null; }
    try {
      const client = await api('/login/api/client', {
        clientId: request.clientId,
        redirectUri: request.redirectUri,
        permissions: shareData && shareData.permissions,
        expirationDate: shareData && shareData.expirationDate,
      });
      document.querySelectorAll('.client-name').forEach((el) => { el.textContent = client.clientName; });
    } catch (error) {
      // A bad request from a registered app goes back to it: ?error= in redirect mode. An unregistered redirect URI
      // never receives anything.
      if (error.requestError && !isPopup) {
        const url = new URL(request.redirectUri);
        url.searchParams.set('error', error.message);
        location.assign(url.toString());
        return;
      }
      if (isPopup && origin) window.opener.postMessage({ eventType: 'DIMO_ERROR', message: error.message, mode: 'popup' }, origin);
      fail(error.message);
      return;
    }
    targetOrigin = origin;
    if (isPopup && request.entryState === 'VEHICLE_MANAGER') post({ eventType: 'SHARE_VEHICLES_DATA' });
    if (session && !request.forceEmail) await afterSignIn();
    else show('screen-email');
  }

  async function afterSignIn() {
    try {
      if (wantsShare()) await showShare();
      else await complete();
    } catch (error) {
      fail(error.message);
    }
  }

  async function complete() {
    show('screen-loading');
    const result = await api('/login/api/complete', { clientId: init.clientId, redirectUri: init.redirectUri });
    deliver({ token: result.token, walletAddress: result.walletAddress, email: result.email });
  }

  function deliver(result) {
    if (isPopup) {
      post(Object.assign({ eventType: 'authResponse' }, result));
      $('done-text').textContent = 'You are signed in. This window will close.';
      show('screen-done');
      setTimeout(() => window.close(), 300);
      return;
    }
    const url = new URL(init.redirectUri);
    url.searchParams.set('token', result.token);
    url.searchParams.set('walletAddress', result.walletAddress);
    if (result.email) url.searchParams.set('email', result.email);
    if (result.sharedVehicles) url.searchParams.set('sharedVehicles', result.sharedVehicles.join(','));
    location.assign(url.toString());
  }

  function renderPermissions() {
    const list = $('permission-list');
    list.textContent = '';
    const bits = permissionBits();
    for (let i = 0; i < bits.length; i++) {
      if (bits[i] !== '1') continue;
      const item = document.createElement('li');
      item.textContent = cfg.privilegeNames[i + 1] || 'Privilege ' + (i + 1);
      list.appendChild(item);
    }
    const expiry = humanDate(shareData && shareData.expirationDate);
    $('expiry-text').textContent = expiry ? 'Access lasts until ' + expiry + ', or until you stop sharing.' : 'Access lasts until you stop sharing.';
  }

  /** "31 December 2062" from ISO text or a unix time in seconds or milliseconds; null when there is none. */
  function humanDate(value) {
    if (value === null || value === undefined || value === '') return null;
    const n = typeof value === 'number' ? value : /^\d+$/.test(String(value)) ? Number(value) : null;
    const date = new Date(n === null ? String(value) : n < 1e12 ? n * 1000 : n);
    if (Number.isNaN(date.getTime())) return null;
    return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  }

  function renderVehicles() {
    const container = $('vehicle-list');
    container.textContent = '';
    const requested = requestedVehicles();
    const anyShared = vehicles.some((v) => v.shared);
    if (vehicles.length === 0) {
      const p = document.createElement('p');
      p.textContent = 'You have no vehicles yet.';
      container.appendChild(p);
    }
    for (const v of vehicles) {
      const row = document.createElement('div');
      row.className = 'vehicle';
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.id = 'vehicle-' + v.tokenId;
      box.value = String(v.tokenId);
      box.checked = anyShared ? v.shared : requested.length === 0 || requested.includes(String(v.tokenId));
      box.addEventListener('change', () => { selectionTouched = true; });
      const label = document.createElement('label');
      label.htmlFor = box.id;
      label.textContent = v.name;
      row.append(box, label);
      container.appendChild(row);
    }
  }

  async function showShare() {
    show('screen-loading');
    const result = await api('/login/api/vehicles?clientId=' + encodeURIComponent(init.clientId));
    vehicles = result.vehicles;
    selectionTouched = false;
    renderVehicles();
    renderPermissions();
    setAlert('share-error', '');
    show('screen-share');
  }

  async function signOut() {
    try { await api('/login/api/logout', {}); } catch (error) { fail(error.message); return; }
    setSession(null);
    if (isPopup && targetOrigin) {
      post({ eventType: 'logout' });
      $('done-text').textContent = 'You are signed out. This window will close.';
      show('screen-done');
      setTimeout(() => window.close(), 300);
    } else if (init && !isPopup) {
      const url = new URL(init.redirectUri);
      url.searchParams.set('logout', 'true');
      location.assign(url.toString());
    } else {
      show('screen-email');
    }
  }

  $('email-form').addEventListener('submit', (event) => {
    event.preventDefault();
    busy(event.target, async () => {
      const email = $('email').value.trim();
      if (!email) { setAlert('email-error', 'Enter your email address.'); $('email').focus(); return; }
      try {
        const result = await api('/login/api/email', { email });
        setAlert('email-error', '');
        $('otp-email').textContent = result.email;
        $('otp').value = '';
        setAlert('otp-error', '');
        show('screen-otp');
      } catch (error) {
        setAlert('email-error', error.message);
        $('email').focus();
      }
    });
  });

  $('otp-form').addEventListener('submit', (event) => {
    event.preventDefault();
    busy(event.target, async () => {
      try {
        const result = await api('/login/api/verify', { code: $('otp').value.trim() });
        setAlert('otp-error', '');
        setSession(result);
      } catch (error) {
        setAlert('otp-error', error.message);
        $('otp').value = '';
        $('otp').focus();
        return;
      }
      if (init) await afterSignIn();
    });
  });

  $('change-email').addEventListener('click', () => show('screen-email'));

  $('share-form').addEventListener('submit', (event) => {
    event.preventDefault();
    busy(event.target, async () => {
      const tokenIds = Array.from(document.querySelectorAll('#vehicle-list input:checked')).map((b) => Number(b.value));
      try {
        const result = await api('/login/api/share', {
          clientId: init.clientId,
          redirectUri: init.redirectUri,
          tokenIds,
          permissions: permissionBits(),
          expirationDate: shareData && shareData.expirationDate != null ? shareData.expirationDate : null,
        });
        deliver({ token: result.token, walletAddress: result.walletAddress, email: result.email, sharedVehicles: result.sharedVehicles });
      } catch (error) {
        setAlert('share-error', error.message);
      }
    });
  });

  document.querySelectorAll('.sign-out').forEach((b) => b.addEventListener('click', signOut));
  setSession(session);

  if (isPopup) {
    show('screen-loading');
    const sendReady = () => window.opener.postMessage({ eventType: 'READY', mode: 'popup' }, '*');
    sendReady();
    readyTimer = setInterval(sendReady, 500);
    window.addEventListener('message', (event) => {
      const data = event.data;
      if (!data || typeof data !== 'object') return;
      if (data.eventType === 'AUTH_INIT' && !init) {
        clearInterval(readyTimer);
        let origin = null;
        try { origin = new URL(data.redirectUri).origin; } catch (e) { origin = null; }
        if (!data.clientId || !origin) { fail('The app did not send a client id and a valid redirect URI.'); return; }
        if (event.origin !== origin) {
          fail('The app at ' + event.origin + ' does not match the origin of its redirect URI (' + origin + ').');
          return;
        }
        start({
          clientId: String(data.clientId),
          redirectUri: String(data.redirectUri),
          entryState: data.entryState || 'EMAIL_INPUT',
          altTitle: data.altTitle || null,
          forceEmail: data.forceEmail === true,
        });
      } else if (data.eventType === 'SHARE_VEHICLES_DATA' && init && event.origin === targetOrigin) {
        shareData = data;
        if (!$('screen-share').hidden) {
          renderPermissions();
          if (!selectionTouched) renderVehicles();
        }
      }
    });
  } else {
    const clientId = params.get('clientId');
    const redirectUri = params.get('redirectUri');
    if (!clientId || !redirectUri) {
      fail('Open this page from an app: it needs clientId and redirectUri, or a popup opener.');
      return;
    }
    const permissions = params.get('permissions');
    const entryState = params.get('entryState') || 'EMAIL_INPUT';
    if (permissions || entryState === 'VEHICLE_MANAGER') {
      shareData = {
        permissions,
        expirationDate: params.get('expirationDate'),
        vehicles: (params.get('vehicles') || '').split(',').filter(Boolean),
      };
    }
    start({ clientId, redirectUri, entryState, altTitle: params.get('altTitle'), forceEmail: params.get('forceEmail') === 'true' });
  }
})();
`;
