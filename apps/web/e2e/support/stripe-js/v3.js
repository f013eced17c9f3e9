// A stand-in for Stripe.js (https://js.stripe.com/v3/) in the browser journeys, which cannot reach
// Stripe: the part the storefront uses (Stripe(pk), elements({clientSecret, locale}),
// create('payment').mount(), confirmPayment({elements, redirect: 'if_required', confirmParams})).
// As with Stripe.js, the card fields live in a frame of js.stripe.com and that frame confirms the
// PaymentIntent with api.stripe.com itself: the card number never reaches the storefront's page.
// https://docs.stripe.com/js/payment_intents/confirm_payment
(() => {
  const ORIGIN = 'https://js.stripe.com';
  let sequence = 0;

  function createStripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
      throw new Error('IntegrationError: Invalid value for Stripe(): apiKey should be a publishable key.');
    }
    return {
      elements({ clientSecret, locale }) {
        let frame = null;
        return {
          clientSecret,
          frame: () => frame,
          create(type) {
            if (type !== 'payment') throw new Error(`IntegrationError: unsupported element ${type}`);
            return {
              mount(parent) {
                frame = document.createElement('iframe');
                frame.title = 'Secure payment input frame';
                frame.src = `${ORIGIN}/v3/elements-inner-payment.html#locale=${encodeURIComponent(locale ?? 'auto')}`;
                frame.setAttribute('allow', 'payment *');
                frame.style.cssText = 'border:0;width:100%;height:230px;display:block';
                parent.append(frame);
              },
              destroy() {
                frame?.remove();
                frame = null;
              },
            };
          },
        };
      },
      confirmPayment({ elements, confirmParams }) {
        const frame = elements?.frame?.();
        if (!frame?.contentWindow) {
          return Promise.resolve({
            error: { type: 'validation_error', message: 'The payment element is not mounted.' },
          });
        }
        const id = ++sequence;
        return new Promise((resolve) => {
          const answer = (event) => {
            if (event.origin !== ORIGIN || event.data?.id !== id) return;
            window.removeEventListener('message', answer);
            const { intent, error } = event.data;
            const next = intent?.next_action?.redirect_to_url?.url;
            // redirect: 'if_required': only a bank page asking for the customer leaves the page.
            if (next) window.location.assign(next);
            resolve(error ? { error } : { paymentIntent: intent });
          };
          window.addEventListener('message', answer);
          frame.contentWindow.postMessage(
            {
              id,
              type: 'confirm',
              key: publishableKey,
              clientSecret: elements.clientSecret,
              returnUrl: confirmParams?.return_url ?? '',
            },
            ORIGIN,
          );
        });
      },
    };
  }

  window.Stripe = createStripe;
})();
