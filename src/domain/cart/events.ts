// The app event of SPEC 8's 'Proceed to checkout' action (the notifications machine emits it when the button is
// pressed; the app opens the checkout). Its own module: the header listens for it on the first view, which must not
// load the cart contract (zod) with it.
export const PROCEED_TO_CHECKOUT_EVENT = 'checkout.open';
