/*
 * SmartCRM form embed. A page shows a form with
 *   <div data-smartcrm-form="https://<workspace address>/f/<form id>"></div>
 *   <script src="https://<workspace address>/form-embed.js" async></script>
 * The form opens in an iframe that receives this page's query parameters (campaign tags, hidden
 * fields) and address, and grows with the form, which tells its height by message.
 */
(() => {
  if (window.smartcrmForms) return window.smartcrmForms.mount();
  const frames = [];
  const formPath = /^\/f\/[0-9a-f-]{36}$/;

  function mountOne(holder) {
    holder.setAttribute('data-smartcrm-mounted', '');
    const url = new URL(holder.getAttribute('data-smartcrm-form'), document.baseURI);
    if (!formPath.test(url.pathname)) return;
    new URLSearchParams(window.location.search).forEach((value, key) => {
      if (!url.searchParams.has(key)) url.searchParams.set(key, value);
    });
    url.searchParams.set('referrer', window.location.href);
    const frame = document.createElement('iframe');
    frame.src = url.href;
    frame.title = holder.getAttribute('data-title') || 'Form';
    frame.height = '600';
    frame.style.cssText = 'display:block;width:100%;max-width:640px;border:0';
    holder.appendChild(frame);
    frames.push({ frame: frame, origin: url.origin });
  }

  function mount() {
    document.querySelectorAll('[data-smartcrm-form]:not([data-smartcrm-mounted])').forEach(mountOne);
  }

  window.addEventListener('message', (event) => {
    const data = event.data;
    if (data?.type !== 'smartcrm:form-height') return;
    frames.forEach((entry) => {
      // Only the form's own frame, from its own address, may size it.
      if (entry.frame.contentWindow !== event.source || entry.origin !== event.origin) return;
      const height = Math.min(Math.max(Number(data.height) || 0, 120), 5000);
      entry.frame.height = String(Math.ceil(height));
    });
  });

  window.smartcrmForms = { mount: mount };
  mount();
})();
