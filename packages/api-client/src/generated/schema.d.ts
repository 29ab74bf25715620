// Generated from openapi/openapi.yaml by `npm run generate`. Do not edit by hand.

export interface paths {
    "/captcha/refresh/{trackId}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Issue a new proof-of-work challenge for a track
         * @description Issues a new challenge for the track id (replacing the track's previous one), valid
         *     for 10 minutes and for one call (see the tag description). It is an ALTCHA
         *     challenge (proof of work, deterministic mode): the solution is the counter, counting
         *     from 0, whose PBKDF2-SHA-256 key (`cost` iterations, `salt`, the password being the
         *     bytes of `nonce` followed by the counter as 4 bytes big-endian, `keyLength` bytes)
         *     starts with `keyPrefix`; `captchainput` is `<counter>:<the whole key in lowercase
         *     hex>`. Nothing in the challenge tells the counter: only trying counters does.
         *     `level` is its difficulty: at level 0 the counter lies from 200 up to 600, and each
         *     level doubles that range, up to level 5. The level counts the recent failed sign-ins
         *     of the client address and, when `account` names the mobile number or email address
         *     the form is about, of that account.
         *
         *     Failures: 400 when the track id or the account is malformed; 429 after 30 refreshes
         *     of one track id, or 120 from one client address, within a minute.
         */
        get: operations["refreshCaptcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/sendMobileLoginCode/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a sign-in passcode by SMS
         * @description Checks the captcha of the track `sessionId`, then sends a 6-digit passcode by SMS to
         *     `mobile` (in development, to the outbox of `/dev/outbox/` with kind `passcode`). The
         *     passcode signs in with `/user/mobileAuth/` or registers with `/user/register/`; it
         *     is valid 5 minutes, single-use, and replaces any earlier passcode of the number.
         *     Unknown numbers get a passcode too (they register on first sign-in).
         *
         *     Failures: 400 when a field does not match this description (including a mobile
         *     number that is not a mainland-China number); 422 with per-field messages,
         *     `{ captchainput }` when the challenge is not solved, expired, was used or never
         *     issued for the track, or its level is below what the number needs; 429 when a
         *     passcode was sent to the same number less than 60 seconds ago (the client's send
         *     button stays frozen for those 60 seconds), or too many were sent to the number (5
         *     an hour) or from the client address (10 an hour).
         */
        post: operations["sendMobileLoginCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/auth2/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with account and password
         * @description Signs in with a mobile number or email address (`email`) and the SHA-256 hash of the
         *     password. Answers with a new token and the user info.
         *
         *     Failures (shown by the client in an alert): 400 when a field does not match this
         *     description; 422 `{ captchainput }` when the challenge is not solved, expired, was
         *     used or never issued for the track, or its level is below what the account needs;
         *     422 `Wrong account or password` when no user has this mobile number or email, the
         *     user has no password (signed up by passcode or WeChat) or the password is wrong (one
         *     message for all three, so the call does not reveal which accounts exist); 429 after
         *     5 failed attempts for one account from one client address within 15 minutes (that
         *     address is then refused for this account for 15 minutes, while the account's owner
         *     signs in from any other address, with harder challenges), or 10 failed sign-ins
         *     from one client address whatever the accounts. Attempts arriving together count
         *     before their passwords are checked: beyond those limits they are refused with 429.
         */
        post: operations["signInWithPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/mobileAuth/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with mobile number and passcode
         * @description Signs in with the passcode sent by `/user/sendMobileLoginCode/`. A mobile number
         *     without an account registers on its first sign-in: the new user has no password,
         *     no roles, no avatar and the nickname `138****8000` (the number with digits 4 to 7
         *     masked). The passcode is consumed on success.
         *
         *     Failures (the client shows them under the fields): 400 when a field does not match
         *     this description; 422 with per-field messages, `{ captchainput }` when the challenge
         *     is not solved, expired, was used or never issued for the track, or its level is below
         *     what the number needs, `{ passcode }` when no passcode was sent to the number, it
         *     expired, was already used, or is wrong (the fifth wrong entry discards it); 429 after
         *     10 failed attempts for one number from one client address, or 10 failed sign-ins
         *     from one client address, within 15 minutes.
         */
        post: operations["signInWithPasscode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/tokenAuth/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with an existing token
         * @description Signs in with a token obtained elsewhere (for example handed to the web view by a
         *     native app shell, or kept from an earlier session). When the token is valid, answers
         *     with a sign-in result carrying the same token, its expiry and the user info; no new
         *     token is issued.
         *
         *     Failures: 400 when the token is malformed; 422 `Token invalid or expired` when the
         *     token is unknown, expired or revoked; 429 after 20 failed attempts from one client
         *     address within 15 minutes.
         */
        post: operations["signInWithToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/wechatCodeAuth/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign in with a WeChat authorization code
         * @description Exchanges the `code` that WeChat's OAuth page appended to the redirect URL (routes
         *     /oauth/wechat, /oauth/wechatweb and the like) for a sign-in. A WeChat account seen
         *     for the first time gets a new user (no password, no roles, nickname and avatar from
         *     WeChat when granted). A code is single-use and expires after 5 minutes (WeChat's
         *     rule).
         *
         *     Failures: 400 when `code` is missing or malformed; 422 `WeChat code invalid or
         *     expired` when WeChat refuses the code, and `WeChat sign-in is not available` when
         *     the server has no WeChat application configured.
         */
        get: operations["signInWithWechatCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/checkToken/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check whether a token is valid
         * @description Tells whether a token is valid (known, not expired, not revoked). A valid token
         *     comes with its expiry and the user info; an invalid one with `valid: false` only.
         *     An invalid token is a normal answer, not a failure. Failures: 400 when the token is
         *     malformed.
         */
        get: operations["checkToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/logout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out and revoke the token
         * @description Designed, not taken from the specification. Revokes the caller's token (the one sent
         *     in the `token` header); the user's other tokens stay valid. Takes no body.
         *
         *     Failures: 401 when the token is missing, unknown, expired or already revoked.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/forgotPassword/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password-reset link
         * @description Designed, not taken from the specification. Checks the captcha, then, when a user
         *     has the mobile number or email address given in `email` (the field of the login
         *     form), sends a one-time reset link to it: by SMS for a mobile number, by email for
         *     an address (in development both go to the outbox of `/dev/outbox/` with kind
         *     `reset`, `code` holding the reset token). The link opens the app route
         *     `/user/resetpassword/{token}/{id}` (`id` = the user id); the reset token is valid
         *     30 minutes, single-use, and replaces any earlier one of the user.
         *
         *     The answer is the same whether or not the account exists, and when a link was sent
         *     to the same account less than 60 seconds ago no new link is sent (same answer).
         *
         *     Failures: 400 when a field does not match this description; 422 `{ captchainput }`
         *     when the challenge is not solved, expired, was used or never issued for the track,
         *     or its level is below what the account needs; 429 when the same track id made this
         *     request less than 60 seconds ago.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/resetPassword/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset link
         * @description Designed, not taken from the specification. Sets a new password with the `id` and
         *     `token` of the reset link sent by `/user/forgotPassword/` (app route
         *     `/user/resetpassword/{token}/{id}`). On success the reset token is consumed and
         *     every access token of the user is revoked; the client opens the login dialog.
         *
         *     Failures: 400 when a field does not match this description; 422 with per-field
         *     messages, `{ token }` when no reset token matches this user, it expired or was
         *     already used, `{ passwordconfirm }` when it differs from `newpassword`; 429 after 10
         *     failed attempts for one user id within an hour.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shoppingcart/add/{itemid}/{qty}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an item to the cart
         * @description Adds `qty` units of the stock entry chosen by `sku` (one value per SKU attribute of
         *     the item; `{}` for an item without attributes) to the caller's cart. A stock entry
         *     already in the cart gets its quantity increased; the line, new or not, is selected.
         *
         *     Failures: 400 when a parameter or the body does not match this description; 404
         *     when no item on sale has this id; 422 `Please select {attribute}` when `sku` leaves
         *     an attribute of the item out, `{attribute} invalid` when it names an attribute the
         *     item does not have or a value the attribute does not have, `Out of stock` when the
         *     line's new quantity exceeds the stock entry's `qty` (or the combination is not
         *     sold), `At most 99 per line` when the line's new quantity exceeds 99, `At most 50
         *     lines` when a 51st line would be added.
         */
        post: operations["addToCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shoppingcart/getByUser/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the caller's cart
         * @description The caller's cart, lines in the order they were first added (newest last). Takes no
         *     body. A caller who never added anything has an empty cart.
         */
        post: operations["getCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shoppingcart/checkoutCart/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose the lines to check out
         * @description Selects exactly the given lines of the caller's cart for checkout (every other line
         *     is unselected) and answers with the cart.
         *
         *     Failures: 400 when the body does not match this description; 403 when a line
         *     belongs to another user; 404 when an id names no cart line.
         */
        post: operations["selectCartForCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shoppingcart/remove/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Remove a line from the cart
         * @description Removes one line from the caller's cart and answers with the cart.
         *
         *     Failures: 400 when the id is malformed; 403 when the line belongs to another user;
         *     404 when no cart line has this id.
         */
        get: operations["removeCartItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shoppingcart/removeall/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Empty the cart
         * @description Removes every line of the caller's cart and answers with the empty cart. Takes no body.
         */
        post: operations["clearCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shoppingcart/getDeliveryTypes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the delivery choices of a checkout
         * @description The delivery types on offer and the self pick-up dates and times (see the tag
         *     description for the slot rules).
         *
         *     `selfAvailableDates` are today and the following 6 days on which the shop opens,
         *     soonest first, today left out when none of its slots starts at least one hour from
         *     now. Each date lists its own bookable slots in `times` (the reference hours give
         *     09:30 to 19:30 on weekdays and 08:30 to 20:30 at weekends; today only the slots
         *     starting at least an hour from now). `selfAvailableTimes` are the `times` of the
         *     first date, so the first date with its first time is always a bookable default.
         *     At checkout the time must be one of the chosen date's `times` (422 otherwise).
         *     All dates and times are in Asia/Shanghai.
         *
         *     `deliveryFee` is the express fee of the caller's selected lines to their default
         *     address, or the shop's fee when they have no address. `deliveryTypes` lists both
         *     types unless the shop has turned one off.
         */
        get: operations["getDeliveryTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shoppingcart/getDeliveryFee/{x}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the express fee of the selected lines to an address
         * @description The express delivery fee of the caller's selected lines to one of their addresses
         *     (`x` is the address id): 0 when the selected amount reaches `freeThreshold`.
         *
         *     Failures: 400 when `x` is malformed; 403 when the address belongs to another user;
         *     404 when no address has this id.
         */
        get: operations["getCartDeliveryFee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shoppingcart/checkoutValidate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a checkout of the selected lines
         * @description Checks a checkout of the caller's selected lines and prices it, changing nothing:
         *     `totalamount` is the selected lines' amount, `deliveryFee` the express fee (0 for
         *     self pick-up), `discount` the voucher's amount capped at `totalamount` (0 without
         *     a voucher), and `payamount` = `totalamount` - `discount` + `deliveryFee`.
         *
         *     Failures: 400 when the body does not match this description (including a missing
         *     field of the chosen delivery type); 422 `No items selected` when no line is
         *     selected, `{name} is out of stock` when a selected line's quantity exceeds its
         *     stock, and per-field messages: `{ deliveryType }` when the shop has turned that type
         *     off, `{ selfPickDate }` when the date is not among the
         *     available dates, `{ selfPickTime }` when the time is not a slot of that date (or
         *     too soon), `{ addressId }` when it names no address of the caller, `{ voucherId }`
         *     when it names no voucher of the caller, or the voucher is used or expired, its
         *     `threshold` exceeds `totalamount`, its `shops` are not empty and leave out the main
         *     shop, or its `orders` are not empty and leave out `ShoppingCartOrder`.
         */
        post: operations["validateCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shoppingcart/checkoutConfirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn the selected lines into an order
         * @description Checks and prices the checkout as `/shoppingcart/checkoutValidate/` does (same body,
         *     same failures, prices computed again now), then creates an order of type
         *     `ShoppingCartOrder` in status `pending` (awaiting payment) holding the selected
         *     lines, the delivery choice (a copy of the address for express; date, time, contact
         *     and mobile for self pick-up), the memo, the delivery fee, the discount and the
         *     amounts; takes the quantities from stock; marks the voucher used; and removes the
         *     selected lines from the cart. The client then opens the cashier
         *     `/pay/cashier/{order_sn}`. Confirming twice fails the second time with `No items
         *     selected`.
         */
        post: operations["confirmCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shoppingcart/getMenu/{x}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the shopping menu of a category
         * @description The menu of the shopping screens for a category (`x` is the category id): one
         *     section per child category of `x` (sorted by `seq` descending) with the light
         *     shapes of its items (its own and its descendants', at most 200, sorted by `seq`
         *     descending); a category without children gives one section, itself. `PRODUCT`
         *     gives the same sections as `/shop/cashiermenu4/`. Sections without items are left
         *     out.
         *
         *     Failures: 400 when `x` is malformed; 404 when no category has this id.
         */
        get: operations["getCartMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shoppingcart/changeQty/{id}/{qty}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the quantity of a cart line
         * @description Designed, not taken from the specification. Sets the quantity of one line of the
         *     caller's cart; a quantity of 0 or less removes the line. Answers with
         *     the cart. Takes no body.
         *
         *     Failures: 400 when a parameter is malformed; 403 when the line belongs to another
         *     user; 404 when no cart line has this id; 422 `Out of stock` when the quantity
         *     exceeds the stock entry's `qty`.
         */
        post: operations["changeCartItemQty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shoppingcart/select/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Select or unselect cart lines
         * @description Designed, not taken from the specification. Sets the `selected` flag of the given
         *     lines of the caller's cart, or of every line when `ids` is left out (the select-all
         *     toggle); other lines keep theirs. Answers with the cart.
         *
         *     Failures: 400 when the body does not match this description; 403 when a line
         *     belongs to another user; 404 when an id names no cart line.
         */
        post: operations["selectCartItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/cashiermenu4/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the cashier menu
         * @description The menu of the cashier and catalogue screens: one section per child category of
         *     `PRODUCT` (sorted by `seq` descending), each with the light item shapes of the
         *     category and its descendants (at most 200 per section). Categories without items
         *     on sale are left out.
         *
         *     Failures: 400 only when the request is malformed.
         */
        get: operations["getCashierMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/getCategory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the child categories of a category
         * @description The direct children of a category, sorted by `seq` descending; empty for a leaf
         *     category. `PRODUCT` gives the top-level categories.
         *
         *     Failures: 400 when the id is malformed; 404 when no category has this id.
         */
        get: operations["getSubcategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/item/getItemMetasByCategory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List light items of a category
         * @description One page of the light item shapes of a category and its descendants, sorted by
         *     `seq` descending. A page shorter than `pagesize` is the last one.
         *
         *     Failures: 400 when a parameter is malformed; 404 when no category has this id.
         */
        get: operations["getItemMetasByCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category/getById/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a category
         * @description One category. `PRODUCT` is the root: its `parentId` is null.
         *
         *     Failures: 400 when the id is malformed; 404 when no category has this id.
         */
        get: operations["getCategoryById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/item/skuAtts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an item's SKU attributes
         * @description The item and its SKU attributes, for the add-to-cart dialog. Attributes are in
         *     display order; an attribute with a single value has it in `selected` (the dialog
         *     pre-selects it), the others have `selected: null`. Values not used by any stock
         *     entry are left out. An item without attributes has an empty `skus`.
         *
         *     Failures: 400 when the id is malformed; 404 when no item on sale has this id.
         */
        get: operations["getSkuAttributes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/item/stockOf/{id}/{skuJson}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the stock entry of a SKU choice
         * @description The stock entry matching a choice of one value per SKU attribute: the add-to-cart
         *     dialog reads its id, quantity and price once every attribute is chosen. `skuJson`
         *     is the choice as a JSON object (attribute name to value, as in the `sku` body of
         *     `/shoppingcart/add/{itemid}/{qty}`), URL-encoded as one path segment; `{}` for an
         *     item without attributes.
         *
         *     Failures: 400 when `skuJson` is not a JSON object whose values are all strings;
         *     404 when no item on sale has this id, or the choice is valid but no stock entry
         *     has it (that combination is not sold); 422 `{0} invalid` when the choice names an
         *     attribute the item does not have, leaves one out, or gives a value the attribute
         *     does not have.
         */
        get: operations["getStockOf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/item/stocksOf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an item's stock entries
         * @description Every stock entry of an item (one per SKU combination on sale), sorted by stock id;
         *     an entry with `qty` 0 is sold out. An item without attributes has one entry.
         *
         *     Failures: 400 when the id is malformed; 404 when no item on sale has this id.
         */
        get: operations["getStocksOf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/item/getItemsByCategories/{ids}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the first items of several categories
         * @description For each category id, in the order given, the category and the light shapes of its
         *     first 12 items (its own and its descendants', sorted by `seq` descending): the
         *     blocks of the home and catalogue screens. A repeated id gives one block.
         *
         *     Failures: 400 when `ids` is malformed; 404 when any id names no category.
         */
        get: operations["getItemsByCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/item/getItemsByCategory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the items of a category
         * @description One page of the items of a category and its descendants, filtered and sorted as the
         *     body says, with what the category screen needs around them: the category, its
         *     children, its path from the root, the tags of its items (for filter chips, computed
         *     over the whole category, not the page, before filtering) and the number of items
         *     matching the filter. A page shorter than `pagesize` is the last one.
         *
         *     Failures: 400 when a parameter or the body does not match this description; 404
         *     when no category has this id.
         */
        post: operations["getItemsByCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/item/getItemsByTag/{tag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the items carrying a tag
         * @description One page of the items carrying a tag, filtered and sorted as the body says. The
         *     answer has the shape of `/item/getItemsByCategory/{id}`'s: `category` is the root
         *     `PRODUCT`, `path` is `[PRODUCT]`, `children` are the top-level categories holding
         *     at least one item with the tag, `tags` the other tags of the items with the tag,
         *     `total` the number of items with the tag matching the filter. An unknown tag gives
         *     an empty listing, not a failure.
         *
         *     Failures: 400 when a parameter or the body does not match this description.
         */
        post: operations["getItemsByTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/item/getItemMetasByTag/{tag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List light items carrying a tag
         * @description One page of the light item shapes of the items carrying a tag, sorted by `seq`
         *     descending; empty for an unknown tag. A page shorter than `pagesize` is the last
         *     one.
         *
         *     Failures: 400 when a parameter is malformed.
         */
        get: operations["getItemMetasByTag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/item/getById/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an item
         * @description One item, for the item detail screen.
         *
         *     Failures: 400 when the id is malformed; 404 when no item on sale has this id.
         */
        get: operations["getItemById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/item/getSKUsById/{ids}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read stock entries by stock id
         * @description The stock entries with the given stock ids (the `stockId` of cart lines), in the
         *     order given, to refresh quantities and prices. Ids that name no stock entry on sale
         *     are left out; a repeated id gives one entry.
         *
         *     Failures: 400 when `ids` is malformed.
         */
        get: operations["getStocksByIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/item/{q}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search items
         * @description One page of the items whose name, description or tags contain the keyword (case
         *     does not matter; leading and trailing white space is ignored), sorted by `seq`
         *     descending, with the number of matching items. A page shorter than `pagesize` is
         *     the last one.
         *
         *     Failures: 400 when a parameter is malformed.
         */
        get: operations["searchItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/classified/getCategories/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the classified-ad categories
         * @description Designed, not taken from the specification. Returns the categories of the
         *     classified-ads index, in display order.
         *
         *     Failures: 400 only when the request is malformed.
         */
        get: operations["getClassifiedCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/classified/search/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the ads of a category
         * @description Designed, not taken from the specification. Returns one page of a category's ads,
         *     newest first. A page shorter than `pagesize` is the last.
         *
         *     Failures: 400 when a parameter does not match this description; 404 when no category
         *     has that id.
         */
        get: operations["searchClassifiedAds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/classified/latest/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the latest ads of every category
         * @description Designed, not taken from the specification. Returns one page of ads of all categories,
         *     most recently updated first (the classified index's "latest ads"). A page shorter
         *     than `pagesize` is the last.
         *
         *     Failures: 400 when a parameter does not match this description.
         */
        get: operations["getLatestClassifiedAds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/classified/getById/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an ad
         * @description Designed, not taken from the specification. Returns an ad (/classified/ad/{id}).
         *
         *     Failures: 400 when `id` is not a valid id; 404 when no ad has that id.
         */
        get: operations["getClassifiedAd"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/classified/post/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post an ad
         * @description Designed, not taken from the specification. Publishes a new ad owned by the caller
         *     (/classified/post). Pictures are uploaded first with the `classified` upload config.
         *     `title` and `content` are trimmed before the length checks.
         *
         *     Failures: 400 when the body does not match this description; 401 when signed out;
         *     422 with per-field messages, `{ categoryId }` when no category has that id,
         *     `{ title }` or `{ content }` when blank after trimming; 429 after 20 ads from one
         *     user in a day.
         */
        post: operations["postClassifiedAd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/classified/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update one of the caller's ads
         * @description Designed, not taken from the specification. Replaces the fields of one of the
         *     caller's ads with the body (/classified/update/{id}); as the body is the whole ad,
         *     leaving `price` out makes the ad 'negotiable'. `updatedTime` becomes now, which moves
         *     the ad to the top of its category.
         *
         *     Failures: 400 when the id or body does not match this description; 401 when signed
         *     out; 403 when the ad belongs to another user; 404 when no ad has that id; 422 with
         *     per-field messages as for `POST /classified/post/`.
         */
        post: operations["updateClassifiedAd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/classified/mine/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's ads
         * @description Designed, not taken from the specification. Returns one page of the caller's own
         *     ads, newest first (/classified/mine). A page shorter than `pagesize` is the last.
         *
         *     Failures: 400 when a paging parameter is out of range; 401 when signed out.
         */
        get: operations["getMyClassifiedAds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/classified/favorites/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's favourite ads
         * @description Designed, not taken from the specification. Returns one page of the ads the caller
         *     marked as favourite, most recently marked first (/classified/fav); every ad has
         *     `favorited: true`. A page shorter than `pagesize` is the last.
         *
         *     Failures: 400 when a paging parameter is out of range; 401 when signed out.
         */
        get: operations["getFavoriteClassifiedAds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/classified/favorite/add/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mark an ad as favourite
         * @description Designed, not taken from the specification. Adds the ad to the caller's favourites.
         *     Idempotent: adding an ad that is already a favourite changes nothing. The app flips
         *     its favourite toggle only after this succeeds.
         *
         *     Failures: 400 when `id` is not a valid id; 401 when signed out; 404 when no ad has
         *     that id.
         */
        get: operations["addClassifiedFavorite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/classified/favorite/remove/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unmark an ad as favourite
         * @description Designed, not taken from the specification. Removes the ad from the caller's
         *     favourites. Idempotent: removing an ad that is not a favourite changes nothing.
         *
         *     Failures: 400 when `id` is not a valid id; 401 when signed out; 404 when no ad has
         *     that id.
         */
        get: operations["removeClassifiedFavorite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getSettings/{keys}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read site settings by key
         * @description Returns the values of the requested settings keys (`bgmusic`, `copyright`,
         *     `cstel`, `beian`, `csqr`, `csemail`, `theme`). Keys that have no value are left out
         *     of the result.
         */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getMenu/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the home screen's menu entries
         * @description Returns the entry points shown on /home, in display order. Entries that need a
         *     signed-in member carry `requiresAuth: true`; the app opens the login dialog for them
         *     when signed out (the list itself is the same for everyone). An empty list means the
         *     home screen shows no menu.
         *
         *     Failures: 400 only when the request is malformed.
         */
        get: operations["getHomeMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/banner/search/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the banners of a group
         * @description Returns the banners of one group in display order: `indexslider` (the home slider)
         *     or `homesale` (the home sale strip). A group without banners answers an empty list.
         *
         *     Failures: 400 when `group` is missing or not one of the two groups.
         */
        get: operations["searchBanners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/area/getByZipCode/{zip}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find the area of a postal code
         * @description Returns the district a six-digit mainland-China postal code belongs to, with its city
         *     and province (codes and names). When a postal code covers several districts, the
         *     district of the post office that owns the code is returned.
         *
         *     Failures: 400 when `zip` is not six digits; 404 when no area has that postal code.
         */
        get: operations["getAreaByZipCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/area/getNamesByZipCode/{zip}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find the area names of a postal code
         * @description Same lookup as `GET /area/getByZipCode/{zip}`, answering only the province, city
         *     and district names (as the profile and address forms store them).
         *
         *     Failures: 400 when `zip` is not six digits; 404 when no area has that postal code.
         */
        get: operations["getAreaNamesByZipCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/area/all/{x}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the area tree down to a level
         * @description Returns the mainland-China area tree (province > city > district, GB/T 2260 codes)
         *     down to level `x`, for the area picker (1 to 3 levels, default 3). Every node has
         *     `code`, `name` and `children`; `children` is empty on the nodes of level `x` (and
         *     always on districts). Nodes are ordered by code. The tree changes rarely; clients
         *     may cache it for a day.
         *
         *     Failures: 400 when `x` is not 1, 2 or 3.
         */
        get: operations["getAllAreas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/weixin/getSignPackage/{url}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign a page URL for the WeChat JS-SDK
         * @description Returns the configuration the WeChat JS-SDK needs (`wx.config`) for the page at
         *     `url`: the official account's app id, a timestamp, a nonce and the SHA-1 signature
         *     of `jsapi_ticket`, `noncestr`, `timestamp` and `url` (the URL without its `#`
         *     fragment). The app calls it in the WeChat browser before sharing or scanning.
         *
         *     Failures: 400 when `url` is not an `http(s)` URL of at most 2000 characters;
         *     422 when the URL's host is not one of the site's JS-SDK safe domains.
         */
        get: operations["getWechatSignPackage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feedback/add/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send feedback
         * @description Stores a feedback message from the /feedback screen or, with `shopId`, from a shop's
         *     feedback screen (/shop/feedback/{id}). The payload is designed: the specification
         *     does not show it. Signed-out visitors may send feedback too; when a token is sent
         *     the feedback is linked to the user. `content` is trimmed before the length check.
         *
         *     Failures: 400 when a field does not match this description; 422 with per-field
         *     messages, `{ content }` when the trimmed content is empty, `{ shopId }` when no shop
         *     has that id; 429 after 5 feedback messages from one user or client address within an
         *     hour.
         */
        post: operations["addFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/page/getById/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a content page
         * @description Returns a content page for /page/{id} (and /about). `content` is HTML sanitised by
         *     the server: only text-level and block elements, images and links remain; scripts,
         *     styles, event-handler attributes and `javascript:` URLs are removed, so the app may
         *     insert it as it is.
         *
         *     Failures: 400 when `id` is not a valid id; 404 when no page has that id.
         */
        get: operations["getPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upconfig/{config}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a signed upload policy
         * @description Returns a signed policy for one upload to the upload host (`POST /{bucket}/`). The
         *     policy names the bucket, a save path under the config's folder that only the
         *     upload host fills in, an expiry 30 minutes ahead (`expiresAt`), the size limit
         *     (`maxSize`, 2 MB) and the accepted types (`image/*`). A policy may be used for
         *     several files until it expires.
         *
         *     Failures: 400 when `config` is not a config name (lowercase letters, digits and `_`);
         *     401 when signed out; 404 when no upload config has that name.
         */
        get: operations["getUploadConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{bucket}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image to the upload host
         * @description Posted to the upload host, not to the API (see `servers`), with the `policy` and
         *     `signature` of `GET /api/upconfig/{config}`; no token is sent, the signed policy is
         *     the credential. Stores the image under the policy's save path and answers its path
         *     `url`, which the client prefixes with the config's `cdn`. The client shrinks larger
         *     images toward 1 MB before sending and retries a failed upload up to 2
         *     times.
         *
         *     Failures: 400 when a field is missing; 403 when the signature does not match the
         *     policy, the policy has expired or names another bucket; 404 when no bucket has that
         *     name; 422 when the file is not an image (`image/*`) or is larger than the policy's
         *     `maxSize` (2 MB).
         */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getJump/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resolve a jump link
         * @description Designed, not taken from the specification. Resolves the short link of the
         *     /jump/{id} route (used in QR codes and shared messages) to its target: an app path
         *     starting with `/`, which the app opens itself, or an absolute `http(s)` URL, which
         *     it opens by replacing the location.
         *
         *     Failures: 400 when `id` is not a valid id; 404 when no jump link has that id (or it
         *     was disabled).
         */
        get: operations["getJump"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/share/getInfo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the share card of a page
         * @description Designed, not taken from the specification. Returns what the share sheet and the
         *     WeChat share card show for a page of the app: a title, a
         *     short description, an image and the link to share (the page URL with the sharer's
         *     channel parameters removed). Pages without their own share info (an item, an ad, an
         *     event...) get the site's default card with `link` set to the page URL.
         *
         *     Failures: 400 when `url` is not an `http(s)` URL of at most 2000 characters; 422
         *     when the URL is not on the app's own origin.
         */
        get: operations["getShareInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/outbox/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the messages the SMS adapter sent
         * @description Designed, not taken from the specification. The latest `limit` messages that the
         *     SMS and email adapters "sent" instead of sending them (the server keeps the last
         *     1000 since it started), in the order sent: the newest is last. Optionally only
         *     those to one recipient or of one kind:
         *     `passcode` (sign-in and registration passcodes, `code` = the passcode), `reset`
         *     (password-reset links, `code` = the reset token, `text` holding the link), `captcha`
         *     (issued challenges, `to` = the track id, `code` = the solution).
         *
         *     Failures: 400 when a parameter is malformed; 404 in production.
         */
        get: operations["getDevOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/captcha/{trackId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the solution of a track's challenge
         * @description Designed, not taken from the specification. The solution of the track's current
         *     proof-of-work challenge (issued by `/captcha/refresh/{trackId}/`), as `captchainput`
         *     takes it, so automated clients pass the check without the work of solving. Reading
         *     it does not use the challenge up.
         *
         *     Failures: 400 when the track id is malformed; 404 when the track has no valid
         *     challenge (never issued, expired or used), and in production.
         */
        get: operations["getDevCaptcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event/getById/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an event
         * @description Returns an event with its current vacancy and state, and for a signed-in caller
         *     whether they have enrolled. A `published` event is answered to everyone; a `pending`
         *     or `rejected` one only to its author and to admins.
         *
         *     Failures: 400 when `id` is not a valid id; 404 when no event has that id or the
         *     caller may not see it.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event/enroll/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enrol in an event
         * @description Enrols the caller (with `quantity` places, for themselves and companions) in an open
         *     event; the event's `vacancy` decreases by `quantity`. One enrolment per user per
         *     event.
         *
         *     Failures: 400 when the body does not match this description; 401 when signed out;
         *     404 when no event has that id; 409 when the event is `closed`, `full` or `ended`, or
         *     the caller has already enrolled; 422 when `quantity` is larger than the vacancy
         *     (`{ quantity }` as a per-field message).
         */
        post: operations["enrollEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event/search/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description Returns one page of `published` events, the latest `startTime` first, optionally
         *     only those with a tag or in a state. A page shorter than `pagesize` is the last.
         *     For a signed-in caller, each event says whether the caller has enrolled in it.
         *
         *     Failures: 400 when a parameter does not match this description.
         */
        get: operations["searchEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an event, or update one (admin)
         * @description Without `id`, adds an event (the /event/add screen): any signed-in member may; the
         *     caller becomes its author; a member's event is created `pending` and waits for an
         *     admin's review (`POST /event/review`), an admin's is `published` at once. Pictures
         *     are uploaded first with the `event` upload config. With `id`, replaces the fields
         *     of event `id`; admins only. `vacancy` is computed as `maxEnrol` minus the places
         *     already taken.
         *
         *     Failures: 400 when the body does not match this description; 401 when signed out;
         *     403 when `id` is given and the caller is not an admin; 404 when `id` names no event;
         *     422 with per-field messages, `{ endTime }` when `endTime` is not after `startTime`,
         *     `{ maxEnrol }` when it is lower than the places already taken, `{ startTime }` when
         *     a member adds an event that starts in the past.
         */
        post: operations["updateEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event/mine/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the events the caller added
         * @description Designed, not taken from the specification. Returns one page of the events the
         *     caller added, newest first, in any review state (`pending`, `published`, or
         *     `rejected` with `rejectReason`). A page shorter than `pagesize` is the last.
         *
         *     Failures: 400 when a parameter does not match this description; 401 when signed out.
         */
        get: operations["getMyEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event/review/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the events waiting for review (admin)
         * @description Designed, not taken from the specification. Returns one page of the `pending`
         *     events members added, the oldest first, each with its author. A page shorter than
         *     `pagesize` is the last. Admins only.
         *
         *     Failures: 400 when a parameter does not match this description; 401 when signed out;
         *     403 when the caller is not an admin.
         */
        get: operations["getEventsForReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish or reject an event waiting for review (admin)
         * @description Designed, not taken from the specification. Decides on a `pending` event: `publish`
         *     makes it `published` (everyone sees it); `reject` makes it `rejected` with `reason`
         *     as its `rejectReason` (only its author and the admins see it). Admins only.
         *
         *     Failures: 400 when the body does not match this description; 401 when signed out;
         *     403 when the caller is not an admin; 404 when no event has that id; 409 when the
         *     event is not `pending`.
         */
        post: operations["reviewEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/favorite/add/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Add an item to the caller's favourites
         * @description Adds an item to the caller's favourites; adding a favourite again changes nothing
         *     (same answer). The item's `favorited` becomes true for the caller.
         *
         *     Failures: 400 when the id is malformed; 404 when no item on sale has this id; 422
         *     `At most 500 favourites` when the caller already has 500.
         */
        get: operations["addFavorite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/favorite/remove/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Remove an item from the caller's favourites
         * @description Removes an item from the caller's favourites; removing an item that is not (or no
         *     longer) a favourite changes nothing (same answer), also when the item was taken off
         *     sale.
         *
         *     Failures: 400 when the id is malformed; 404 when no item, on sale or not, has this
         *     id.
         */
        get: operations["removeFavorite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/favorite/getList/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's favourite items
         * @description One page of the caller's favourite items on sale, most recently added first, with
         *     their number. A page shorter than `pagesize` is the last one.
         *
         *     Failures: 400 when a parameter is malformed.
         */
        get: operations["getFavorites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member/querybalance/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Query a member's account balance
         * @description Returns the account balance of the member `memberid`. A member may query their own
         *     balance; admins (the cashier) may query any member's.
         *
         *     Failures: 400 when the body does not match this description; 401 when signed out;
         *     403 when a caller who is not an admin asks for another member; 404 when no member
         *     has that id.
         */
        post: operations["queryMemberBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member/queryVoucher/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Query a member's usable vouchers
         * @description Returns the vouchers of the member `memberid` that can be used now (not used, not
         *     expired, already effective), soonest expiry first. A member may query their own
         *     vouchers; admins (the cashier) may query any member's.
         *
         *     Failures: 400 when the body does not match this description; 401 when signed out;
         *     403 when a caller who is not an admin asks for another member; 404 when no member
         *     has that id.
         */
        post: operations["queryMemberVouchers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member/getSummary/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the caller's member summary
         * @description Returns the caller's member card and centre figures: card number,
         *     join time, WeChat card code (once the card was added to WeChat), level with its
         *     privileges, account balance, points balance and the number of usable vouchers.
         *
         *     Failures: 401 when signed out.
         */
        get: operations["getMemberSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member/getAccount/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the caller's account balance
         * @description Returns the caller's stored-value account (balance), shown on the account
         *     screen.
         *
         *     Failures: 401 when signed out.
         */
        get: operations["getMemberAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member/getAccountLog/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's account movements
         * @description Returns one page of the caller's account log, newest first (top-ups, payments by
         *     balance, pay-code payments, refunds). A page shorter than `pagesize` is the last.
         *
         *     Failures: 400 when a paging parameter is out of range; 401 when signed out.
         */
        get: operations["getMemberAccountLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member/getCredit/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the caller's points balance
         * @description Returns the caller's points (credit) balance.
         *
         *     Failures: 401 when signed out.
         */
        get: operations["getMemberCredit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member/getCreditLog/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's points movements
         * @description Returns one page of the caller's points log, newest first; each entry names the
         *     vendor (shop or partner) that granted or redeemed the points. A page shorter than
         *     `pagesize` is the last.
         *
         *     Failures: 400 when a paging parameter is out of range; 401 when signed out.
         */
        get: operations["getMemberCreditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member/getPaycode/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Issue a pay code
         * @description Issues a new pay code for the caller: 18 digits, shown as a barcode and QR code for
         *     the cashier to scan, valid 60 seconds (`expiresAt`). Issuing a new code expires the
         *     caller's earlier unused codes. The app polls `GET /member/getPaycodeStatus/{code}`
         *     every 3 seconds until the code is used or expired. The cashier charges
         *     the code with `POST /member/usePaycode/{code}`.
         *
         *     Failures: 401 when signed out; 429 after 30 codes within 10 minutes.
         */
        get: operations["getPaycode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member/getPaycodeStatus/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the status of a pay code
         * @description Returns the status of one of the caller's pay codes: `valid` (not used yet, not
         *     expired), `used` (charged by the cashier; `amount` and `usedTime` say how much and
         *     when; the app shows 'payment successful') or `expired` (past `expiresAt` or replaced
         *     by a newer code; the app asks to refresh).
         *
         *     Failures: 400 when `code` is not 18 digits; 401 when signed out; 403 when the code
         *     belongs to another member; 404 when no code has that value.
         */
        get: operations["getPaycodeStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member/usePaycode/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Charge a member's pay code (cashier)
         * @description Designed, not taken from the specification. The cashier side of the pay code: charges
         *     `amount` to the account balance of the member who owns the valid code, marks the
         *     code `used` (the member's app then shows 'payment successful') and writes an account
         *     log entry with `memo`. Admins only.
         *
         *     Failures: 400 when the code or body does not match this description; 401 when signed
         *     out; 403 when the caller is not an admin; 404 when no code has that value; 409 when
         *     the code is already used or has expired; 422 when the member's balance is lower than
         *     `amount`.
         */
        post: operations["usePaycode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member/getTopupProfile/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the top-up amounts
         * @description Returns the top-up slots offered on the top-up screen (amount, label,
         *     selected), in display order; exactly one slot is `selected` (the default choice).
         *     `POST /member/createTopupOrder/` accepts only these amounts.
         *
         *     Failures: 401 when signed out.
         */
        get: operations["getTopupProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member/getLevel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the caller's level
         * @description Returns the caller's member level with its privileges. The level screen (open to
         *     everyone) calls it only when signed in and otherwise shows
         *     `GET /member/getAllLevels/`.
         *
         *     Failures: 401 when signed out.
         */
        get: operations["getMemberLevel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member/getAllLevels/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all member levels
         * @description Returns every member level with its privileges, from the lowest to the highest (for
         *     the level and card screens, which need no sign-in).
         *
         *     Failures: 400 only when the request is malformed.
         */
        get: operations["getAllMemberLevels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member/getAllPrivs/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all member privileges
         * @description Returns every privilege any level can grant, in display order.
         *
         *     Failures: 400 only when the request is malformed.
         */
        get: operations["getAllPrivileges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member/createTopupOrder/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a top-up order
         * @description Creates a pending `TopupOrder` for `amount`, which must be the amount of one of the
         *     slots of `GET /member/getTopupProfile/`. The app then opens the cashier
         *     (/pay/cashier/{order_sn}); once paid, the balance grows by the amount (plus any
         *     bonus named in the slot's label).
         *
         *     Failures: 400 when the body does not match this description; 401 when signed out;
         *     422 when `amount` is not the amount of a top-up slot.
         */
        post: operations["createTopupOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member/wechatAddPackage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the package to add the member card to WeChat
         * @description Returns what the WeChat JS-SDK `wx.addCard` needs to add the caller's member card to
         *     the WeChat card package: the card id and the signed `cardExt` (a JSON string with
         *     the card code, timestamp, nonce and signature). After WeChat reports success, the
         *     app stores the card code with `POST /member/updateWechatCode/{code}`.
         *
         *     Failures: 401 when signed out; 409 when the caller's card is already in WeChat
         *     (`wechatCode` is set).
         */
        get: operations["getWechatCardPackage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member/updateWechatCode/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store the WeChat card code
         * @description Stores `code`, the code of the member card just added to WeChat, as the caller's
         *     `wechatCode`. Storing the same code again is accepted and changes nothing.
         *
         *     Failures: 400 when `code` does not match this description; 401 when signed out;
         *     409 when the caller already has a different WeChat code or another member holds
         *     this one.
         */
        post: operations["updateWechatCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the process runs
         * @description Answers 200 as long as the process runs and its HTTP server answers, whatever the
         *     state of the database: an orchestrator restarts a process whose liveness fails, and
         *     a database outage is no reason to restart it. Answered bare (no envelope), never
         *     cached. Designed, not taken from the specification.
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether this instance should be sent requests
         * @description Answers 200 when the instance can serve: the database answers, its migrations are at
         *     the level this server expects, and on a PostgreSQL server the connection that hears
         *     other instances' change notices is listening. Otherwise, and from the moment the
         *     process is told to stop (SIGTERM), 503 with the reason, so that a load balancer
         *     sends requests elsewhere. Answered bare (no envelope), never cached. Designed, not
         *     taken from the specification.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The instance's metrics for Prometheus
         * @description The metrics of this instance in the Prometheus text exposition format: requests by
         *     operation and status with their latency, the database pool, event-loop lag and
         *     memory, open chat sockets, orders paid, sign-in failures and limit refusals.
         *
         *     Closed unless the server is configured to open it: answered to client addresses of
         *     `METRICS_ALLOW` (addresses and CIDR ranges), or to a caller sending
         *     `Authorization: Bearer <METRICS_TOKEN>`. With neither configured it answers 404 as
         *     an unknown call does; configured, any other caller gets 403. Designed, not taken
         *     from the specification.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/getOrderByType/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's orders of a type
         * @description Returns one page of the caller's orders of one type, newest first (the order list
         *     route /member/order/list/{type}, default `ShoppingCartOrder`). A page shorter than
         *     `pagesize` is the last.
         *
         *     Failures: 400 when `type` is not an order type or a paging parameter is out of
         *     range; 401 when signed out.
         */
        get: operations["getOrdersByType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/getPayment/{order_sn}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read what the cashier shows for an order
         * @description Returns what the cashier screen (/pay/cashier/{order_sn}) shows: the amounts, the
         *     deductions already applied, the pay types the order accepts and the caller's account
         *     balance. A paid or cancelled order is returned too (with its `status`), so the
         *     cashier can say so instead of offering payment.
         *
         *     Failures: 400 when `order_sn` is malformed; 401 when signed out; 403 when the order
         *     belongs to another user and the caller is not an admin; 404 when no order has that
         *     number.
         */
        get: operations["getPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/getOrder/{sn}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an order
         * @description Returns an order with its lines, amounts, status, delivery and payment details (the
         *     order detail route /member/order/detail/{orderNo}).
         *
         *     Failures: 400 when `sn` is malformed; 401 when signed out; 403 when the order
         *     belongs to another user and the caller is not an admin; 404 when no order has that
         *     number.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/placeOrder/{sn}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose the pay type and deductions of a pending order
         * @description Fixes how a pending order will be paid: the pay type `paytype` (one of the order's
         *     `supportedPayment`) and the deductions `payment`, which replace any deductions
         *     placed before (an empty list removes them): the current deductions, including a
         *     voucher chosen at checkout, are the `payments` of `GET /order/getPayment/{order_sn}`,
         *     and the cashier sends again those it keeps. Members may deduct only their own usable
         *     vouchers (`VOUCHER` lines); `discount`, `floor` and `cash` lines are for admins (the
         *     cashier). The server recomputes `payamount` = `totalamount` − sum of the lines; when
         *     it reaches 0 the order is paid at once (status `paid`). Vouchers are reserved for
         *     the order until it is paid (then used) or cancelled (then released).
         *
         *     Failures: 400 when the body does not match this description; 401 when signed out;
         *     403 when the order belongs to another user and the caller is not an admin, or a
         *     caller who is not an admin sends a line other than `VOUCHER`; 404 when no order has
         *     that number; 409 when the order is not `pending`; 422 when `paytype` is not in
         *     `supportedPayment`, a `VOUCHER` line has no `voucherId`, names a voucher that is not
         *     the order owner's, not usable, below its threshold or not valid for the order's type
         *     or shop, or its `amount` differs from the voucher's deduction, the same voucher
         *     appears twice, or the lines add up to more than `totalamount`.
         */
        post: operations["placeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/settleOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle an order at the counter (cashier)
         * @description The cashier settles a pending order at the counter (for example the `DiyOrder` a
         *     member created at the till) with the cashier payment types: `VOUCHER` (a voucher of the order's owner), `discount`,
         *     `floor` (rounding the cents down) and `cash` received. The lines replace any earlier
         *     deductions and must add up to exactly `totalamount`; the order becomes `paid`
         *     (`payTime` set, no `paytype`). Admins only.
         *
         *     Failures: 400 when the body does not match this description; 401 when signed out;
         *     403 when the caller is not an admin; 404 when no order has that number; 409 when the
         *     order is not `pending`; 422 when the lines do not add up to `totalamount` or a
         *     `VOUCHER` line is invalid (as for `POST /order/placeOrder/{sn}`).
         */
        post: operations["settleOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/cancelOrder/{sn}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a pending order
         * @description Designed, not taken from the specification. Cancels one of the caller's pending
         *     orders: the status becomes `cancelled`, reserved vouchers are released and reserved
         *     stock is returned. Admins may cancel any pending order.
         *
         *     Failures: 400 when `sn` is malformed; 401 when signed out; 403 when the order belongs
         *     to another user and the caller is not an admin; 404 when no order has that number;
         *     409 when the order is not `pending` (already paid, cancelled...).
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/getWechatPackage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a WeChat JSAPI payment
         * @description Creates a WeChat Pay prepayment for the order's `payamount` and returns the signed
         *     parameters of `WeixinJSBridge` `getBrandWCPayRequest` (`wxpay`, in the WeChat
         *     browser) or `wx.requestPayment` (`wxapppay`, in the WeChat mini program). The payer
         *     is the WeChat account the caller signed in with. The order becomes paid when WeChat
         *     notifies the server.
         *
         *     Failures: 400 when the body does not match this description; 401 when signed out;
         *     403 when the order belongs to another user; 404 when no order has that number; 409
         *     when the order is not `pending`; 422 when `paytype` is not in `supportedPayment`,
         *     `payamount` is 0, or the caller has no WeChat account linked.
         */
        post: operations["getWechatPayPackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/getWechatMwebUrl/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start a WeChat H5 payment
         * @description Creates a WeChat Pay H5 prepayment for order `a` (`wxpay` in a mobile browser other
         *     than WeChat) and returns the WeChat page to open (`mweb_url`, valid 5 minutes). The
         *     client appends `redirect_url` (the cashier page, URL-encoded) before opening it.
         *     `b` is the amount the cashier shows, so the member never pays an amount other than
         *     the one they saw.
         *
         *     Failures: 400 when `a` or `b` is malformed; 401 when signed out; 403 when the order
         *     belongs to another user; 404 when no order has that number; 409 when the order is
         *     not `pending` or `b` differs from its current `payamount` (the cashier must reload);
         *     422 when `wxpay` is not in `supportedPayment` or `payamount` is 0.
         */
        get: operations["getWechatMwebUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/getWechatCodeUrl/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start a WeChat QR-code payment
         * @description Creates a WeChat Pay Native prepayment for order `a` (`wxpay` on a desktop browser)
         *     and returns the `weixin://` URL the cashier renders as a QR code for the member to
         *     scan with WeChat (valid 2 hours). `b` is the amount the cashier shows, as for
         *     `GET /pay/getWechatMwebUrl/{a}/{b}`.
         *
         *     Failures: 400 when `a` or `b` is malformed; 401 when signed out; 403 when the order
         *     belongs to another user; 404 when no order has that number; 409 when the order is
         *     not `pending` or `b` differs from its current `payamount`; 422 when `wxpay` is not
         *     in `supportedPayment` or `payamount` is 0.
         */
        get: operations["getWechatCodeUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/aliPayPackage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an Alipay payment
         * @description Creates an Alipay mobile-website payment (`alipay.trade.wap.pay`) for the order's
         *     `payamount` and returns the signed Alipay gateway URL to open (valid 15 minutes).
         *     Alipay returns the member to `returnUrl`, or to the cashier page when absent. The
         *     order becomes paid when Alipay notifies the server, not on the return.
         *
         *     Failures: 400 when the body does not match this description; 401 when signed out;
         *     403 when the order belongs to another user; 404 when no order has that number; 409
         *     when the order is not `pending`; 422 when `alipay` is not in `supportedPayment`,
         *     `payamount` is 0, or `returnUrl` is not on the app's own origin.
         */
        post: operations["getAlipayPackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/unionPayPackage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a UnionPay payment
         * @description Designed, not taken from the specification. Creates a UnionPay online payment (a
         *     front transaction: the payer pays on the gateway's page in the browser) for the
         *     order's `payamount` and returns the gateway page to open (valid 15 minutes).
         *     `amount` is the amount the cashier shows, as `b` of
         *     `GET /pay/getWechatMwebUrl/{a}/{b}`. The gateway returns the member to `returnUrl`,
         *     or to the cashier page when absent. The order becomes paid when the gateway notifies
         *     the server, not on the return.
         *
         *     Failures: 400 when the body does not match this description; 401 when signed out;
         *     403 when the order belongs to another user; 404 when no order has that number; 409
         *     when the order is not `pending` or `amount` differs from its current `payamount`;
         *     422 when `unionpay` is not in `supportedPayment`, `payamount` is 0, or `returnUrl`
         *     is not on the app's own origin.
         */
        post: operations["getUnionPayPackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/applePay/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate the merchant for an Apple Pay payment
         * @description Designed, not taken from the specification. The cashier calls it from the Apple Pay
         *     sheet's `onvalidatemerchant` with the sheet's `validationURL`: the server starts an
         *     Apple Pay payment of the order's `payamount` with its gateway and answers the
         *     merchant session to hand to `completeMerchantValidation`. A gateway with Apple's
         *     merchant certificate requests the session from `validationURL`, which must then be
         *     an `https` URL on an `apple-pay-gateway` host of Apple; the sandbox gateway accepts
         *     only its own, `{the server's origin}/pay/sandbox/applePay/startSession`, and answers
         *     a signed sandbox session. Starting again replaces the earlier session.
         *
         *     Failures: 400 when the body does not match this description; 401 when signed out;
         *     403 when the order belongs to another user; 404 when no order has that number; 409
         *     when the order is not `pending` or `amount` differs from its current `payamount`;
         *     422 when `applepay` is not in `supportedPayment`, `payamount` is 0, or the gateway
         *     does not accept `validationURL`.
         */
        post: operations["startApplePaySession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/applePay/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay an order with an Apple Pay payment token
         * @description Designed, not taken from the specification. The cashier calls it from the Apple Pay
         *     sheet's `onpaymentauthorized` with the payment token, and then completes the sheet
         *     with success or failure as this call answers. The gateway decrypts and verifies the
         *     token: it must be made for the merchant session last started for this order
         *     (`POST /pay/applePay/session`) and for `amount`, the order's current `payamount`.
         *     The gateway then notifies the server, as for the other pay types, and the order
         *     becomes `paid` with `paytype` `applepay`. A token pays once.
         *
         *     Failures: 400 when the body does not match this description; 401 when signed out;
         *     403 when the order belongs to another user, or the token does not verify or was made
         *     for another session, order or amount; 404 when no order has that number or no Apple
         *     Pay payment was started for it; 409 when the order is not `pending` (for example
         *     already paid with this token) or `amount` differs from its current `payamount`; 422
         *     when `applepay` is not in `supportedPayment`.
         */
        post: operations["payWithApplePay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/accountPay/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay an order from the account balance
         * @description Pays order `a` in full from the caller's account balance: the balance decreases by
         *     `b`, an account log entry is written, the order becomes `paid` with `paytype`
         *     `account`. `b` is the amount the cashier shows and must equal the order's current
         *     `payamount`.
         *
         *     Failures: 400 when `a` or `b` is malformed; 401 when signed out; 403 when the order
         *     belongs to another user; 404 when no order has that number; 409 when the order is
         *     not `pending` (for example already paid) or `b` differs from its current
         *     `payamount` (the cashier must reload); 422 when `account` is not in
         *     `supportedPayment` (top-up orders cannot be paid from the balance) or the balance is
         *     lower than `b` ('Insufficient balance').
         */
        post: operations["payByAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/sandbox/{order_sn}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a sandbox payment
         * @description Designed, not taken from the specification. The sandbox provider's view of the
         *     payment started for an order (by any of the WeChat, Alipay, UnionPay or Apple Pay
         *     calls while the server runs with the sandbox provider): the pay type, the amount
         *     and whether it is paid, for the order's owner only. A browser opening it (`Accept: text/html`, as the
         *     cashier's redirect does) gets the sandbox gateway's page instead, in the language of
         *     `Accept-Language`: it shows no amount itself, but reads this call with the signed-in
         *     member's session and offers a button that calls `POST /pay/sandbox/confirm/{order_sn}`,
         *     then returns to the cashier.
         *
         *     Failures: 400 when `order_sn` is malformed; 401 without a signed-in caller (the
         *     JSON answer); 403 when the order is someone else's, or the caller is not on the
         *     server's machine; 404 when the server has no sandbox provider (not in development
         *     mode) or no sandbox payment was started for the order.
         */
        get: operations["getSandboxPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/sandbox/confirm/{order_sn}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a sandbox payment
         * @description Designed, not taken from the specification. The payer confirms the payment on the
         *     sandbox gateway's page, signed in as the order's owner. The gateway then sends the
         *     server its payment notification, signed with the gateway's secret, exactly as
         *     `POST /pay/sandbox/notify` receives it: the sandbox payment becomes `paid` and so
         *     does the order (`payTime` set, `paytype` the sandbox payment's pay type).
         *     Idempotent: confirming a payment that is already paid changes nothing and answers
         *     the same result.
         *
         *     Failures: 400 when `order_sn` is malformed; 401 without a signed-in caller; 403 when
         *     the order is someone else's, or the caller is not on the server's machine; 404 when
         *     the server has no sandbox provider or no sandbox payment was started for the order;
         *     409 when the order was cancelled, or was paid by other means, before the confirmation,
         *     or the payment is an Apple Pay payment (authorised with its token, not on a page).
         */
        post: operations["confirmSandboxPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/sandbox/applePay/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a sandbox Apple Pay payment token
         * @description Designed, not taken from the specification. Apple's part in a sandbox Apple Pay
         *     payment: the payer, signed in as the order's owner, authorises a payment of `amount`
         *     (the payment request's total) on the sheet opened with `merchantSession` (as
         *     `POST /pay/applePay/session` answered it), and gets the payment token a device would
         *     make, for `POST /pay/applePay/pay`. The token is signed by the sandbox and names the
         *     session and the amount.
         *
         *     Failures: 400 when the body does not match this description; 401 without a signed-in
         *     caller; 403 when the merchant session's signature does not verify, the session has
         *     expired or was replaced by a newer one, the order is someone else's, or the caller
         *     is not on the server's machine; 404 when the server has no sandbox provider or no
         *     Apple Pay payment was started for the order; 409 when `amount` is not the amount
         *     of the session.
         */
        post: operations["makeSandboxApplePayToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/sandbox/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive the sandbox gateway's payment notification
         * @description Designed, not taken from the specification. Where the sandbox gateway notifies the
         *     server that an order was paid, as a real gateway calls its merchant's notify URL.
         *     `sign` is the lowercase hex HMAC-SHA256, with the gateway's secret, of the other
         *     fields joined as `amount={amount}&nonce={nonce}&order_sn={order_sn}&paidTime={paidTime}&paytype={paytype}`
         *     (`amount` with two decimals). Only a notification whose signature verifies, for
         *     the amount and pay type of the payment that was started, marks the order paid; a
         *     repeated notification changes nothing.
         *
         *     Failures: 400 when the body does not match this description; 403 when the signature
         *     does not verify, or the caller is not on the server's machine; 404 when the server
         *     has no sandbox provider or no sandbox payment was started for the order; 409 when
         *     the amount or pay type differ from the started payment, or the order was cancelled
         *     or paid by other means.
         */
        post: operations["notifySandboxPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/poll/getById/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a poll
         * @description Returns a poll with its counts; for a signed-in caller who voted, `votedItemId` names
         *     the entry they voted for.
         *
         *     Failures: 400 when `id` is not a valid id; 404 when no poll has that id.
         */
        get: operations["getPoll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/poll/search/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List polls
         * @description Returns one page of polls, the latest `startTime` first, optionally only those in a
         *     state. A page shorter than `pagesize` is the last. `votedItemId` is not filled in
         *     lists.
         *
         *     Failures: 400 when a parameter does not match this description.
         */
        get: operations["searchPolls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/poll/getItemById/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a poll entry
         * @description Returns one entry of a poll with its vote count.
         *
         *     Failures: 400 when `id` is not a valid id; 404 when no entry has that id.
         */
        get: operations["getPollItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/poll/searchItem/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the entries of a poll
         * @description Returns one page of a poll's entries, most votes first (ties: earliest submitted
         *     first). A page shorter than `pagesize` is the last.
         *
         *     Failures: 400 when a parameter does not match this description; 404 when no poll has
         *     that id.
         */
        get: operations["searchPollItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/poll/vote/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vote for a poll entry
         * @description Designed, not taken from the specification. Records the caller's vote for entry
         *     `itemId` of poll `pollId`; each user votes once per poll and cannot change the vote.
         *
         *     Failures: 400 when the body does not match this description; 401 when signed out;
         *     404 when no poll or no entry has that id; 409 when the caller has already voted in
         *     this poll or the poll is not `open`; 422 when the entry belongs to another poll.
         */
        post: operations["votePoll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/poll/stat/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a poll's results
         * @description Designed, not taken from the specification. Returns the votes per entry of a poll
         *     (the /poll/stat/{id} screen), most votes first, with each entry's share of all votes
         *     in percent (0 when nobody voted yet).
         *
         *     Failures: 400 when `id` is not a valid id; 404 when no poll has that id.
         */
        get: operations["getPollStat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/poll/enroll/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit an entry to a poll
         * @description Designed, not taken from the specification. Submits the caller's entry (title,
         *     description and pictures uploaded with the `poll` upload config) to an open poll
         *     (the /poll/enroll screen). The entry is listed at once with 0 votes.
         *
         *     Failures: 400 when the body does not match this description; 401 when signed out;
         *     404 when no poll has that id; 409 when the poll is not `open` or the caller has
         *     already submitted an entry to it.
         */
        post: operations["enrollPollItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pricelist/getById/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a price list
         * @description Returns a day's price list with its items, by name. Callers who are not admins get
         *     only the approved items; admins get every item, whatever its state.
         *
         *     Failures: 400 when `id` is not a valid id; 404 when no price list has that id.
         */
        get: operations["getPricelist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pricelist/searchItem/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the items of a price list
         * @description Returns one page of a price list's items by name, optionally only those with a tag.
         *     Callers who are not admins get only approved items; admins get every item, or only
         *     those in `state`. A page shorter than `pagesize` is the last.
         *
         *     Failures: 400 when a parameter does not match this description; 403 when a caller
         *     who is not an admin asks for a `state` other than `approved`; 404 when no price list
         *     has that id.
         */
        get: operations["searchPricelistItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pricelist/getLatest/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read today's price list
         * @description Returns the newest price list whose day is not after today (China time), with its
         *     items by name, as getPricelist does: every item for an admin, the approved ones for
         *     anyone else. The price-list index shows it.
         *
         *     Failures: 404 when there is no price list up to today.
         */
        get: operations["getLatestPricelist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pricelist/getTags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tags of a price list
         * @description Returns the distinct tags of a price list's approved items, by name, for the tag
         *     filter.
         *
         *     Failures: 400 when `id` is not a valid id; 404 when no price list has that id.
         */
        get: operations["getPricelistTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pricelist/priceDays/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find the days that have a price for a name
         * @description Returns the approved items whose name contains `name`, of every price list, the
         *     days nearest to `date` first (of two days as near, the earlier), at most 30. The
         *     price list shows them for a hot word with no price on its own day (the nearest day
         *     that has one), and as an item's prices on other days.
         *
         *     Failures: 400 when a parameter does not match this description.
         */
        get: operations["getPricelistPriceDays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pricelist/pending/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the price lists with items waiting for review (admin)
         * @description Designed, not taken from the specification. The admin page's review queue: every
         *     price list that has `pending` items, with how many, newest day first (at most 100).
         *     Each list's items are reviewed on /pricelist/approve/{id}. Admins only.
         *
         *     Failures: 401 when signed out; 403 when the caller is not an admin.
         */
        get: operations["getPricelistsForReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pricelist/approveItem/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve price list items (admin)
         * @description Sets the listed items to `approved`, recording the caller as `reviewedBy` and the
         *     time as `reviewedTime` on each (also when an item was approved or rejected before).
         *     All or nothing: when one id is unknown, no item changes. Admins only.
         *
         *     Failures: 400 when the body does not match this description; 401 when signed out;
         *     403 when the caller is not an admin; 404 when an id names no item.
         */
        post: operations["approvePricelistItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pricelist/rejectItem/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject price list items (admin)
         * @description Sets the listed items to `rejected`, recording the caller as `reviewedBy` and the
         *     time as `reviewedTime` on each (also when an item was approved or rejected before).
         *     Rejected items are no longer public. All or nothing: when one id is unknown, no item
         *     changes. Admins only.
         *
         *     Failures: 400 when the body does not match this description; 401 when signed out;
         *     403 when the caller is not an admin; 404 when an id names no item.
         */
        post: operations["rejectPricelistItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/covid/getReturnRegistrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's return registrations
         * @description Returns the caller's return registrations, newest first, at most the latest 100 (the
         *     'my registrations' list shows name and created time).
         *
         *     Failures: 401 when signed out.
         */
        get: operations["getReturnRegistrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/covid/saveReturnRegistration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a return registration
         * @description Stores a new return registration for the caller (one caller may register several
         *     people or trips).
         *
         *     **Two levels of checks.** This description checks only the shape of the body: types,
         *     lengths, and the values of the choice fields; a body that breaks it gets 400 (a
         *     correct form never does). Every field is optional at that level, so that what the
         *     person fills in is checked by the server, which answers 422 with a message per field,
         *     the form showing each under its field. The message object's keys are
         *     exactly `community`, `homeAddress`, `name`, `sex`, `mobile`, `idNo`, `jobType`,
         *     `city`, `address`, `trafficType`, `healthCode`, `healthState`, `temp`, `tested` and
         *     `lastTestDate`, each present only when that field fails, all failing fields at once:
         *
         *     - `community`, `homeAddress`, `name`, `city`, `address`: required (blank after
         *       trimming fails).
         *     - `sex`, `jobType`, `healthCode`, `healthState`, `tested`: required.
         *     - `mobile`: required; a mainland-China mobile number, 11 digits starting 13 to 19.
         *     - `idNo`: required; an 18-character resident identity number: 17 digits then a digit
         *       or `X` (a lowercase `x` is accepted and stored uppercase), a valid birth date in
         *       characters 7 to 14, and the ISO 7064 MOD 11-2 check character.
         *     - `trafficType`: at least one of `train`, `bus`, `air`, `car`, `carpooling` must be
         *       filled in (not blank).
         *     - `temp`: required; a body temperature from 35.0 to 42.0 °C.
         *     - `lastTestDate`: required when `tested` is `y`; not after today.
         *
         *     `backDate` and `returnDate` are optional.
         *
         *     Failures: 400 when the body does not match this description; 401 when signed out;
         *     422 with per-field messages as listed.
         */
        post: operations["saveReturnRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review/create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review an item or a shop
         * @description Publishes the caller's review of a target: a rating from 1 to 5 stars, an optional
         *     text and up to 9 pictures (URLs from the upload call). Reviews are shown at once;
         *     they cannot be edited.
         *
         *     Failures: 400 when a field does not match this description; 404 when the target
         *     does not exist (for an item: no item on sale has this id); 409 `You have already
         *     reviewed this` when the caller has a review of this target; 422 `You can review
         *     only what you bought` when the target is an item that no paid, shipped or completed
         *     order of the caller holds.
         */
        post: operations["createReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review/mine/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tell whether the caller may review a target
         * @description Designed, not taken from the specification. Whether the caller bought the target
         *     (an item held by a paid, shipped or completed order of theirs; a shop always
         *     counts as bought) and their review of it, if any. The caller may review the
         *     target when `bought` is true and `review` is absent. `a` is the target type, `b`
         *     the target id.
         *
         *     Failures: 400 when a parameter is malformed; 404 when the target does not exist.
         */
        get: operations["getMyReviewStanding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review/getByTarget/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the reviews of a target
         * @description One page of the reviews of a target, newest first, with their number. `a` is the
         *     target type, `b` the target id. A page shorter than `pagesize` is the last one.
         *
         *     Failures: 400 when a parameter is malformed; 404 when the target does not exist.
         */
        get: operations["getReviewsByTarget"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review/summary/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Summarise the ratings of a target
         * @description The number of reviews of a target, their average rating and how many gave each
         *     number of stars. `a` is the target type, `b` the target id. A target without
         *     reviews has count 0, average 0 and zeros everywhere.
         *
         *     Failures: 400 when a parameter is malformed; 404 when the target does not exist.
         */
        get: operations["getReviewSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/diyCheckout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an order for a custom amount at a shop
         * @description Cashier-side checkout: the caller pays a shop an amount they type (for example after
         *     scanning the shop's QR code at the till). Creates an order of type `DiyOrder` in
         *     status `pending` for that amount at the shop, with no items, no delivery and no
         *     voucher, and answers with its number; the client then opens the cashier
         *     `/pay/cashier/{order_sn}`, where the order is paid like any other
         *     (`/order/getPayment/{order_sn}`, `/order/placeOrder/{sn}`).
         *
         *     Failures: 400 when a field does not match this description; 401 when not signed in;
         *     404 when no shop has this id.
         */
        post: operations["diyCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/getDeliveryFee/{x}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a shop's express delivery fee
         * @description The express delivery fee of a shop (`x` is the shop id) and the order amount from
         *     which express delivery is free. The fee of a given cart to a given address is
         *     `/shoppingcart/getDeliveryFee/{x}`.
         *
         *     Failures: 400 when `x` is malformed; 404 when no shop has this id.
         */
        get: operations["getShopDeliveryFee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/getById/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a shop
         * @description One shop, for /shop/entry/{id} and /shop/current.
         *
         *     Failures: 400 when the id is malformed; 404 when no shop has this id.
         */
        get: operations["getShopById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/search/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List shops
         * @description Designed, not taken from the specification. One page of shops for store selection
         *     (/shop/choose, /shop/index), with their number. `keyword` keeps the shops whose name
         *     or address contains it (case does not matter). With both `lat` and `lng` the shops
         *     are sorted nearest first; otherwise (or with only one of them) by id. A page shorter
         *     than `pagesize` is the last one.
         *
         *     Failures: 400 when a parameter is malformed.
         */
        get: operations["searchShops"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/version.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the deployed front-end version
         * @description A static file written by the front-end build into its output and served by the
         *     front-end origin (see `servers`), not by the API: the version and build time of the
         *     deployed app, as a plain JSON object, not the envelope. The app reads it about every
         *     minute and reloads the page when `version` is newer than its own; it
         *     ignores every failure. Served with `Cache-Control: no-cache` so the
         *     check always sees the current deployment.
         *
         *     Failures: 404 when the deployment has no version file.
         */
        get: operations["getVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tour/getPlaceByLocation/{lat},{lng}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the places near a point
         * @description Returns the places within 10 km of the point, nearest first, at most 20 (for the AR
         *     view, which adds the altitude itself). `distance` is the great-circle distance from
         *     the point in metres.
         *
         *     Failures: 400 when `lat` or `lng` is not a coordinate of at most 10 characters in
         *     range.
         */
        get: operations["getPlacesByLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tour/getDirection/{fromLatLng}/{toLatLng}/walk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Plan a walk between two points of the scenic area
         * @description Returns walking routes between two points of the scenic area, best first (at least
         *     one). The client draws `routes[0].polyline`.
         *
         *     A route begins exactly at `fromLatLng` and ends exactly at `toLatLng`. From the start
         *     it goes straight to the nearest point of the walking-path network (the projection
         *     onto the nearest path segment, which may lie between two path nodes), follows the
         *     shortest walk along the paths to the network point nearest to the destination, and
         *     goes straight from there to the destination. Those legs to and from the network are
         *     part of the polyline and are counted in `distance` and `duration`. The same start and
         *     destination give two equal points and a distance of 0.
         *
         *     **Polyline encoding.** `polyline` is a flat list of numbers, two per point. The first
         *     two values are the absolute latitude and longitude of the first point in degrees.
         *     Every later value is an integer delta in millionths of a degree, added to the value
         *     two positions earlier: `value[i] = value[i-2] + polyline[i] / 1000000`, so even
         *     positions are latitudes and odd positions longitudes. For example
         *     `[39.812556, 108.628734, 1200, -850]` is the points `39.812556,108.628734` and
         *     `39.813756,108.627884`.
         *
         *     Failures: 400 when a point is not a `lat,lng` pair; 422 when a point is outside the
         *     scenic-area boundary or no walking route joins the two points.
         */
        get: operations["getWalkingDirection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tour/addAttraction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a point to the scenic-area map
         * @description Adds a map point (the add-point dialog; `latlng` is the current location): the new
         *     attraction is shown on the map at once, with the type's icon, its first picture (or
         *     the type's default image) as `img`, and no tags. Pictures are uploaded first with the
         *     `attraction` upload config.
         *
         *     Failures: 400 when the body does not match this description; 401 when signed out;
         *     422 with per-field messages, `{ latlng }` when the point is outside the scenic-area
         *     boundary; 429 after 20 points from one user in a day.
         */
        post: operations["addAttraction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tiles/{z}/{x}_{y}.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an image tile of the scenic-area map
         * @description Returns a 256×256 PNG tile (XYZ scheme, Web Mercator) of the scenic-area map, drawn
         *     over the vector base map; zoom 12 to 18. Served by a static host (see `servers`),
         *     cacheable for a day. Failures are JSON envelopes: 400 when `z`, `x` or `y` is out of
         *     range; 404 when the tile lies outside the map's coverage (the map shows nothing
         *     there).
         */
        get: operations["getMapTile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tour/getCities/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tourism cities
         * @description Designed, not taken from the specification. Returns the cities of the tourism screen
         *     (/tour/index) in display order.
         *
         *     Failures: 400 only when the request is malformed.
         */
        get: operations["getTourCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tour/getCityById/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a tourism city
         * @description Designed, not taken from the specification. Returns a city with its sites and routes
         *     (/tour/city/{id}), each in display order.
         *
         *     Failures: 400 when `id` is not a valid id; 404 when no city has that id.
         */
        get: operations["getTourCity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tour/getSiteById/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a tourism site
         * @description Designed, not taken from the specification. Returns a site (a scenic spot of a city,
         *     /tour/site/{id}) with its places in display order.
         *
         *     Failures: 400 when `id` is not a valid id; 404 when no site has that id.
         */
        get: operations["getTourSite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tour/getRouteById/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a tourism route
         * @description Designed, not taken from the specification. Returns a suggested route
         *     (/tour/route/{id}) with its stops in visiting order (`seq` from 1).
         *
         *     Failures: 400 when `id` is not a valid id; 404 when no route has that id.
         */
        get: operations["getTourRoute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tour/getPlaceById/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a place
         * @description Designed, not taken from the specification. Returns a place (/tour/place/{id}).
         *
         *     Failures: 400 when `id` is not a valid id; 404 when no place has that id.
         */
        get: operations["getPlace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tour/getAttractions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the attractions of the scenic-area map
         * @description Designed, not taken from the specification. Returns the attractions of the scenic
         *     area for the map markers (about 45, plus points added by members), by id. `type`
         *     keeps the attractions of any of the given types (a union); `tag` keeps those with
         *     any of the given tags; both given, an attraction must pass both. Without filters
         *     every attraction is returned (the app's default filter, `play`, is its own choice).
         *     Repeat a parameter for several values: `?type=play&type=show&tag=ticketB`.
         *
         *     Failures: 400 when a value is not an attraction type or tag.
         */
        get: operations["getAttractions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tour/getAttractionById/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an attraction
         * @description Designed, not taken from the specification. Returns an attraction with its
         *     description and pictures (the marker's detail dialog and /tour/attraction/{id}).
         *
         *     Failures: 400 when `id` is not a valid id; 404 when no attraction has that id.
         */
        get: operations["getAttraction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/map/style/{style}.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a base-map style
         * @description Designed, not taken from the specification. Returns a MapLibre GL style document
         *     (style specification version 8) for the scenic-area map's vector base map, not the
         *     JSON envelope: `style1` (default), `style2` or `style3`. Its vector source reads
         *     `GET /map/tiles/{z}/{x}/{y}.pbf`. Failures are JSON envelopes: 400 when `style` is
         *     not one of the three.
         */
        get: operations["getMapStyle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/map/tiles/{z}/{x}/{y}.pbf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a vector tile of the base map
         * @description Designed, not taken from the specification. Returns a Mapbox Vector Tile (version 2,
         *     XYZ scheme, extent 4096) of the base map; zoom 0 to 14, the map overzooms beyond.
         *     Failures are JSON envelopes: 400 when `z`, `x` or `y` is out of range; 404 when the
         *     tile has no data (the map draws it empty).
         */
        get: operations["getVectorTile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/weather/now/{lat},{lng}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the current weather at a point
         * @description Designed, not taken from the specification. Returns the current weather at the point
         *     for the map's weather chip: temperature in degrees Celsius (the chip may show it in
         *     Fahrenheit), a condition code the app translates, its icon and when the provider
         *     last updated it (the server caches a point's weather for up to 10 minutes).
         *
         *     Failures: 400 when `lat` or `lng` is not a coordinate of at most 10 characters in
         *     range; 404 when no weather is available for the point.
         */
        get: operations["getWeatherNow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/geo/locateByIp/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Locate the caller by IP address
         * @description Designed, not taken from the specification. Returns the approximate position of the
         *     caller's IP address (the map's 'locate by IP' button), with its accuracy radius in
         *     metres and city name. Loopback and private-network addresses (a visitor on the
         *     scenic area's own network, a local deployment) answer the scenic area's default
         *     centre `39.812556,108.628734`.
         *
         *     Failures: 404 when the address cannot be located (reserved or unknown public
         *     addresses).
         */
        get: operations["locateByIp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/geo/reverse/{lat},{lng}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find the address of a point
         * @description Designed, not taken from the specification. Returns the postal address of the point
         *     with its province, city and district names (the map geolocation page).
         *
         *     Failures: 400 when `lat` or `lng` is not a coordinate of at most 10 characters in
         *     range; 404 when no address is known for the point (outside mainland China, at sea).
         */
        get: operations["reverseGeocode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/getAddresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's addresses
         * @description Lists the caller's delivery addresses (at most 20): the default address first, then
         *     the others, most recently saved first. Empty when the caller has none.
         */
        get: operations["getAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/updateAddress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update an address
         * @description Creates an address when the body has no `id`, otherwise replaces every field of the
         *     caller's address `id`. The caller's first address becomes the default whatever
         *     `default` says. `default: true` makes this the default and clears the flag on the
         *     others; `default: false` on the current default address is ignored (another address
         *     becomes default only through `/user/setDefaultAddress/{id}`).
         *
         *     Failures: 400 when a field does not match this description; 403 when address `id`
         *     belongs to another user; 404 when no address has this `id`; 422 `At most 20
         *     addresses` when creating a 21st address, and per-field messages `{ province }`,
         *     `{ city }` or `{ district }` when the names do not form a path of the area tree
         *     (`/area/all/{x}`): the city must be in the province, the district in the city
         *     (`district` may be empty only for a city without districts).
         */
        post: operations["saveAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/removeAddress/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Remove an address
         * @description Removes one of the caller's addresses and answers with the remaining ones (ordered as
         *     by `/user/getAddresses`). When the default address is removed, the most recently
         *     saved remaining address becomes the default. Orders keep their own copy of the
         *     address and are not affected.
         *
         *     Failures: 400 when `id` is malformed; 403 when the address belongs to another user;
         *     404 when no address has this id.
         */
        get: operations["removeAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/setDefaultAddress/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Make an address the default
         * @description Makes one of the caller's addresses the default (clearing the flag on the others)
         *     and answers with all the caller's addresses (ordered as by `/user/getAddresses`).
         *     Setting the current default again changes nothing.
         *
         *     Failures: 400 when `id` is malformed; 403 when the address belongs to another user;
         *     404 when no address has this id.
         */
        get: operations["setDefaultAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/getDefaultAddress/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the caller's default address
         * @description The caller's default address, or `null` when the caller has no address (a caller
         *     with addresses always has a default).
         */
        get: operations["getDefaultAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/saveProfile/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the caller's profile
         * @description Replaces the caller's whole profile (every field is sent; an unset text is the empty
         *     string, an unset `sex` or `birthDate` is null) and answers with the saved profile.
         *     The avatar URL is the upload's `cdn` prefix plus the uploaded file's url
         *     (`/api/upconfig/avatar` and the upload call); saving a new avatar also changes the
         *     `avatar` of the user info.
         *
         *     Failures: 400 when a field does not match this description; 422 with per-field
         *     messages, `{ birthDate }` when the date is before 1940-01-01 or after today (server
         *     time zone Asia/Shanghai), `{ province }`, `{ city }` or `{ district }` when the
         *     names are not a path of the area tree (`/area/all/{x}`; they may all be empty, or
         *     stop after the province or the city).
         */
        post: operations["saveProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/getProfile/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the caller's profile
         * @description The caller's profile. A user who never saved one gets empty texts, the user info's
         *     avatar, and null `sex` and `birthDate`.
         */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/modifyPassword/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the caller's password
         * @description Changes the caller's password. All three values are SHA-256 hashes (see the auth
         *     tag). On success every token of the user, the caller's included, is revoked; the
         *     client signs out and opens the login dialog.
         *
         *     Failures: 400 when a field does not match this description; 422 with per-field
         *     messages, `{ oldpassword }` when it is wrong or the user has no password yet
         *     (signed up by passcode or WeChat: such users set one through
         *     `/user/forgotPassword/`), `{ newpassword }` when it equals the old password,
         *     `{ passwordconfirm }` when it differs from `newpassword`; 429 after 5 wrong old
         *     passwords within 15 minutes.
         */
        post: operations["modifyPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/register/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an account
         * @description Creates an account for a mobile number, proven by a passcode sent with
         *     `/user/sendMobileLoginCode/`, with a password (SHA-256 hash, see the auth tag) and a
         *     nickname, and signs in: the answer is the same as a sign-in's. The new user has no
         *     roles and no avatar. The payload is designed: the specification does not show it.
         *     The passcode is consumed on success.
         *
         *     Failures (the client shows them under the fields): 400 when a field does not match
         *     this description; 422 with per-field messages, `{ captchainput }` when the captcha
         *     is wrong, expired or was never issued for the track, `{ passcode }` when no passcode
         *     was sent to the number, it expired, was already used, or is wrong (the fifth wrong
         *     entry discards it), `{ mobile }` when the number already has an account (sign in
         *     instead); 429 after 10 failed attempts for one number within 15 minutes.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/getUserInfo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the caller's user info
         * @description The caller's user info (id, avatar, nickname, roles), as in the sign-in result.
         */
        get: operations["getUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voucher/search/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all the caller's vouchers
         * @description One page of the caller's vouchers of every status (`a` is the page number from 1,
         *     `b` the page size), with their number: usable ones first, soonest expiry first,
         *     then used and expired ones, latest expiry first. A page shorter than `b` is the
         *     last one.
         *
         *     Failures: 400 when `a` or `b` is malformed.
         */
        get: operations["searchVouchers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voucher/getVoucherList/{status}/{pageno}/{pagesize}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's vouchers of one status
         * @description One page of the caller's vouchers with the given status, with their number: usable
         *     ones soonest expiry first, used and expired ones latest expiry first. The checkout
         *     voucher picker reads the `usable` list. A page shorter than `pagesize` is the last
         *     one.
         *
         *     Failures: 400 when a parameter is malformed (including an unknown status).
         */
        get: operations["getVouchersByStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voucher/getById/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one of the caller's vouchers
         * @description One of the caller's vouchers, with its rules, for the voucher detail screen.
         *
         *     Failures: 400 when the id is malformed; 403 when the voucher belongs to another
         *     user; 404 when no voucher has this id.
         */
        get: operations["getVoucherById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Opaque access token (URL-safe characters). */
        AccessToken: string;
        /** @description An account log entry. */
        AccountLogEntry: {
            id: components["schemas"]["Id"];
            amount: components["schemas"]["MoneyDelta"];
            /** @description What the movement was (may be empty). */
            memo: string;
            createdTime: components["schemas"]["DateTime"];
        };
        /** @description Mobile number (mainland China) or email address of an account. */
        AccountName: string;
        /** @description A delivery address of the caller (contact, phone, detail, default and its area). */
        Address: {
            id: components["schemas"]["Id"];
            /** @description Name of the person receiving deliveries. */
            contact: string;
            phone: components["schemas"]["PhoneNumber"];
            /** @description Province name, from the area tree. */
            province: string;
            /** @description City name, from the area tree. */
            city: string;
            /** @description District name, from the area tree; empty for a city without districts. */
            district: string;
            /** @description Street, building and door. */
            detail: string;
            /** @description Six-digit postal code; empty when not given. */
            zip: string;
            /** @description Whether this is the caller's default address (exactly one is). */
            default: boolean;
        };
        /**
         * @description An address to save: without `id` a new one, with `id` the new content of the caller's
         *     address `id`.
         */
        AddressInput: {
            id?: components["schemas"]["Id"];
            /** @description Name of the person receiving deliveries. */
            contact: string;
            phone: components["schemas"]["PhoneNumber"];
            /** @description Province name, from the area tree. */
            province: string;
            /** @description City name, from the area tree. */
            city: string;
            /** @description District name, from the area tree; empty only for a city without districts. */
            district: string;
            /** @description Street, building and door. */
            detail: string;
            /**
             * @description Six-digit postal code; empty or left out when unknown.
             * @default
             */
            zip?: string;
            /**
             * @description Make this the default address (the first address always is).
             * @default false
             */
            default?: boolean;
        };
        /**
         * @description An ALTCHA proof-of-work challenge (version 2), as `altcha-lib`'s `solveChallenge`
         *     takes it.
         */
        AltchaChallenge: {
            parameters: {
                /**
                 * @description The key derivation of each try.
                 * @constant
                 */
                algorithm: "PBKDF2/SHA-256";
                /** @description Hex bytes that start the password of each try. */
                nonce: string;
                /** @description Hex bytes of the derivation's salt. */
                salt: string;
                /** @description PBKDF2 iterations per try. */
                cost: number;
                /** @description Bytes of each derived key. */
                keyLength: number;
                /** @description The hex that the solution's key starts with (half of its bytes). */
                keyPrefix: string;
                /** @description The server's signature of the solution's key (it checks with it). */
                keySignature?: string;
            };
            /** @description The server's signature of the parameters. */
            signature: string;
        };
        /**
         * @description An Apple Pay merchant session, opaque to the app, which hands it to
         *     `ApplePaySession.completeMerchantValidation` as it is.
         */
        ApplePayMerchantSession: {
            /** @description When the session was made, in milliseconds since 1970. */
            epochTimestamp: number;
            /** @description When the session expires, in milliseconds since 1970. */
            expiresAt: number;
            merchantSessionIdentifier: string;
            nonce: string;
            merchantIdentifier: string;
            domainName: string;
            displayName: string;
            signature: string;
        };
        /**
         * @description The payment token of Apple Pay JS (`ApplePayPayment.token`), passed on as the sheet
         *     gives it: `paymentData` is encrypted for the merchant's gateway (the sandbox's is
         *     signed by it), `paymentMethod` describes the card.
         */
        ApplePayPaymentToken: {
            paymentData: {
                version: string;
                data: string;
                signature: string;
                header: {
                    transactionId: string;
                };
            };
            paymentMethod: {
                displayName?: string;
                network?: string;
                type?: string;
            };
            transactionIdentifier: string;
        };
        /** @description An administrative area (province, city or district). */
        Area: {
            code: components["schemas"]["AreaCode"];
            name: string;
        };
        /** @description A city-level node of the area tree. */
        AreaCity: {
            code: components["schemas"]["AreaCode"];
            name: string;
            /** @description The city's districts; empty when the tree stops at level 2. */
            children: components["schemas"]["AreaDistrict"][];
        };
        /** @description Six-digit GB/T 2260 administrative division code. */
        AreaCode: string;
        /** @description A district-level node of the area tree (a leaf). */
        AreaDistrict: {
            code: components["schemas"]["AreaCode"];
            name: string;
            /** @description Always empty (districts are leaves); present so every node has the same shape. */
            children: components["schemas"]["Area"][];
        };
        /** @description A province-level node of the area tree. */
        AreaProvince: {
            code: components["schemas"]["AreaCode"];
            name: string;
            /** @description The province's cities; empty when the tree stops at level 1. */
            children: components["schemas"]["AreaCity"][];
        };
        /** @description An attraction of the scenic-area map. */
        Attraction: {
            id: components["schemas"]["Id"];
            name: string;
            type: components["schemas"]["AttractionType"];
            /** @description Marker icon. */
            icon: components["schemas"]["WebUrl"];
            /** @description Image of the detail dialog. */
            img: components["schemas"]["WebUrl"];
            latlng: components["schemas"]["LatLng"];
            /** @description Ticket packages that include the attraction (may be empty). */
            tags: components["schemas"]["AttractionTag"][];
        };
        /** @description An attraction with its description and pictures. */
        AttractionDetail: components["schemas"]["Attraction"] & {
            /** @description May be empty. */
            description: string;
            pics: components["schemas"]["WebUrl"][];
        };
        /**
         * @description The ticket packages that include an attraction (four ticket-package tags):
         *     `ticketA` gate ticket (entry and the free sights), `ticketB` gate ticket plus
         *     the shows, `ticketC` gate ticket plus the rides and activities, `ticketD` all-in-one
         *     pass (everything in A, B and C plus the sightseeing bus).
         * @enum {string}
         */
        AttractionTag: "ticketA" | "ticketB" | "ticketC" | "ticketD";
        /**
         * @description Attraction types: `play` rides and activities, `hotel` lodging,
         *     `canteen` food, `store` shops, `facility` service facilities, `show` shows,
         *     `toilet` toilets, `gallery` exhibitions, `misc` anything else.
         * @enum {string}
         */
        AttractionType: "play" | "hotel" | "canteen" | "store" | "facility" | "show" | "toilet" | "gallery" | "misc";
        /** @description A banner image of a group. */
        Banner: {
            id: components["schemas"]["Id"];
            group: components["schemas"]["BannerGroup"];
            /** @description Alternative text of the image. */
            title: string;
            img: components["schemas"]["WebUrl"];
            /** @description Where a tap goes (app path or absolute URL); absent when the banner is not a link. */
            url?: components["schemas"]["WebUrl"];
        };
        /**
         * @description Banner group: `indexslider` home slider, `homesale` home sale strip.
         * @enum {string}
         */
        BannerGroup: "indexslider" | "homesale";
        /** @description Version of a front-end build. */
        BuildVersion: {
            /** @description The app's semantic version (`package.json` version). */
            version: string;
            /** @description When the build ran. */
            buildTime: components["schemas"]["DateTime"];
        };
        /**
         * @description The solution of the track's proof-of-work challenge, as its solver found it: the
         *     counter and the whole derived key in lowercase hex, `<counter>:<key>`.
         */
        CaptchaAnswer: string;
        /** @description A proof-of-work challenge of a track and what the client needs to know of it. */
        CaptchaChallenge: {
            challenge: components["schemas"]["AltchaChallenge"];
            /** @description Its difficulty; each level doubles the expected work. */
            level: number;
            expiresAt: components["schemas"]["DateTime"];
        };
        /** @description Member card number (digits). */
        CardNo: string;
        /** @description The caller's cart. */
        Cart: {
            items: components["schemas"]["CartItem"][];
            /** @description Sum of the quantities of all lines. */
            totalQty: number;
            /** @description Sum of price × qty over all lines. */
            totalAmount: components["schemas"]["Money"];
            /** @description Sum of price × qty over the selected lines. */
            selectedAmount: components["schemas"]["Money"];
        };
        /** @description A cart line. */
        CartItem: {
            id: components["schemas"]["Id"];
            qty: number;
            /** @description Current unit price of the line's stock entry. */
            price: components["schemas"]["Money"];
            /** @description Whether the line is chosen for checkout. */
            selected: boolean;
            itemid: components["schemas"]["Id"];
            /** @description Item name. */
            name: string;
            pic: components["schemas"]["ImageUrl"];
            sku: components["schemas"]["SkuSelection"];
            stockId: components["schemas"]["Id"];
        };
        /**
         * @description Cashier payment types: `VOUCHER` a voucher's deduction, `discount` a
         *     discount given by the cashier, `floor` the cents rounded down at the counter, `cash`
         *     cash received at the counter.
         * @enum {string}
         */
        CashierPaymentType: "VOUCHER" | "discount" | "floor" | "cash";
        /** @description A category of the item tree. */
        Category: {
            id: components["schemas"]["CategoryId"];
            name: string;
            /** @description The parent category; null only for the root `PRODUCT`. */
            parentId: components["schemas"]["CategoryId"] | null;
            /** @description Icon URL; empty when the category has none. */
            pic: string;
            /** @description Sort key; higher first. */
            seq: number;
        };
        /**
         * @description Category id: capital letters, digits and underscores, starting with a letter. The
         *     root category is `PRODUCT`.
         */
        CategoryId: string;
        /** @description A category with light shapes of its items. */
        CategoryItems: {
            category: components["schemas"]["Category"];
            items: components["schemas"]["ItemMeta"][];
        };
        /**
         * @description A checkout choice. With `deliveryType: self`, `selfPickDate`, `selfPickTime`,
         *     `contact` and `mobile` are required and `addressId` is ignored; with `express`,
         *     `addressId` is required and the pick-up fields, `contact` and `mobile` are ignored
         *     (the address carries its contact and phone).
         */
        CheckoutRequest: {
            deliveryType: components["schemas"]["DeliveryType"];
            /**
             * Format: date
             * @description Pick-up date `YYYY-MM-DD`, one of `selfAvailableDates`.
             */
            selfPickDate?: string;
            /** @description Pick-up slot `HH:MM`, one of the chosen date's `times`. */
            selfPickTime?: string;
            addressId?: components["schemas"]["Id"];
            voucherId?: components["schemas"]["Id"];
            /** @description Name of the person picking up. */
            contact?: string;
            mobile?: components["schemas"]["MobileNumber"];
            /**
             * @description Note for the shop; may be empty.
             * @default
             */
            memo?: string;
        } & (unknown & unknown);
        /** @description The number of the order created, to pay at the cashier. */
        CheckoutResult: {
            order_sn: components["schemas"]["OrderSn"];
        };
        /** @description A priced checkout. */
        CheckoutTotals: {
            /** @description The selected lines. */
            items: components["schemas"]["CartItem"][];
            /** @description Sum of the selected lines' quantities. */
            totalQty: number;
            /** @description Sum of price × qty over the selected lines. */
            totalamount: components["schemas"]["Money"];
            /** @description Express fee; 0 for self pick-up or above the free-delivery threshold. */
            deliveryFee: components["schemas"]["Money"];
            /** @description Voucher discount, capped at `totalamount`; 0 without a voucher. */
            discount: components["schemas"]["Money"];
            /** @description `totalamount` - `discount` + `deliveryFee`. */
            payamount: components["schemas"]["Money"];
        };
        /** @description A classified ad. */
        ClassifiedAd: {
            id: components["schemas"]["Id"];
            categoryId: components["schemas"]["Id"];
            title: string;
            /** @description Plain text; line breaks are kept. */
            content: string;
            /** @description Asking price in yuan; absent when negotiable. */
            price?: components["schemas"]["Money"];
            /** @description Name to ask for. */
            contact: string;
            mobile: string;
            pics: components["schemas"]["WebUrl"][];
            /** @description The user who posted the ad. */
            ownerId: components["schemas"]["Id"];
            createdTime: components["schemas"]["DateTime"];
            updatedTime: components["schemas"]["DateTime"];
            /** @description Whether the ad is among the signed-in caller's favourites (`false` when signed out). */
            favorited: boolean;
        };
        /** @description The fields of an ad its owner sets. */
        ClassifiedAdInput: {
            categoryId: components["schemas"]["Id"];
            title: string;
            content: string;
            /** @description Asking price, 0 to 99999999 yuan; leave out for 'negotiable'. */
            price?: number & components["schemas"]["Money"];
            /** @description Name to ask for. */
            contact: string;
            /** @description Mainland-China mobile number, 11 digits. */
            mobile: string;
            /** @description Uploaded picture URLs (`cdn` + `url`), 0 to 9. */
            pics: components["schemas"]["PictureUrl"][];
        };
        /** @description A classified-ad category. */
        ClassifiedCategory: {
            id: components["schemas"]["Id"];
            name: string;
            icon: components["schemas"]["WebUrl"];
            /** @description Number of ads in the category. */
            adCount: number;
        };
        /** @description Whether an ad is among the caller's favourites. */
        ClassifiedFavoriteState: {
            id: components["schemas"]["Id"];
            favorited: boolean;
        };
        /** @description A points log entry. */
        CreditLogEntry: {
            id: components["schemas"]["Id"];
            /** @description Signed points; negative for points spent. */
            amount: number;
            /** @description What the movement was (may be empty). */
            memo: string;
            /** @description The shop or partner that granted or redeemed the points (may be empty for system grants). */
            vendor: string;
            createdTime: components["schemas"]["DateTime"];
        };
        /**
         * Format: date-time
         * @description ISO 8601 timestamp with time zone.
         */
        DateTime: string;
        /** @description Delivery choices of a checkout. */
        Delivery: {
            deliveryTypes: components["schemas"]["DeliveryType"][];
            /** @description Pick-up dates, soonest first, each with its bookable slots. */
            selfAvailableDates: {
                /**
                 * Format: date
                 * @description Date `YYYY-MM-DD` (Asia/Shanghai).
                 */
                value: string;
                /** @description Start times of the slots that can be booked on this date, soonest first (never empty: a date without one is not listed). */
                times: components["schemas"]["PickupTime"][];
            }[];
            /** @description The `times` of the first of `selfAvailableDates` (empty when there is no date): with that date, a bookable default choice. */
            selfAvailableTimes: components["schemas"]["PickupTime"][];
            /** @description Express fee of the selected lines (see the operation). */
            deliveryFee: components["schemas"]["Money"];
        };
        /** @description An express delivery fee and the amount from which delivery is free. */
        DeliveryFee: {
            deliveryFee: components["schemas"]["Money"];
            /** @description Selected amount from which express delivery is free; null when it never is. */
            freeThreshold: components["schemas"]["Money"] | null;
        };
        /**
         * @description `self`: pick-up at the shop; `express`: delivery to an address.
         * @enum {string}
         */
        DeliveryType: "self" | "express";
        /** @description The current challenge of a track and its solution. */
        DevCaptcha: {
            trackId: components["schemas"]["TrackId"];
            answer: components["schemas"]["CaptchaAnswer"];
            expiresAt: components["schemas"]["DateTime"];
        };
        /** @description Walking routes between two points. */
        Direction: {
            /** @description The routes, best first. */
            routes: components["schemas"]["WalkRoute"][];
        };
        /** @description An event. */
        Event: {
            id: components["schemas"]["Id"];
            title: string;
            /** @description Plain text; line breaks are kept. */
            description: string;
            startTime: components["schemas"]["DateTime"];
            endTime: components["schemas"]["DateTime"];
            /** @description Places offered. */
            maxEnrol: number;
            /** @description Places left (`maxEnrol` minus places taken). */
            vacancy: number;
            tags: string[];
            state: components["schemas"]["EventState"];
            /** @description Uploaded picture URLs (`cdn` + `url`), 0 to 9. */
            pictures: components["schemas"]["WebUrl"][];
            review: components["schemas"]["EventReview"];
            /** @description Why an admin rejected the event; only on `rejected` events. */
            rejectReason?: string;
            /**
             * @description Whether the caller has enrolled in the event; only in answers to a signed-in
             *     caller's list and read.
             */
            enrolled?: boolean;
        };
        /** @description An enrolment in an event. */
        EventEnrolment: {
            id: components["schemas"]["Id"];
            eventId: components["schemas"]["Id"];
            name: string;
            mobile: string;
            quantity: number;
            createdTime: components["schemas"]["DateTime"];
            /** @description The event's vacancy after this enrolment. */
            vacancy: number;
        };
        /** @description An event waiting for review, with the member who added it. */
        EventForReview: components["schemas"]["Event"] & {
            /** @description The member who added the event. */
            author: {
                id: components["schemas"]["Id"];
                nickname: string;
            };
        };
        /**
         * @description The fields of an event its author sets (a member adding one, or an admin adding or
         *     updating one).
         */
        EventInput: {
            /** @description The event to update; absent to create one. */
            id?: components["schemas"]["Id"];
            title: string;
            description: string;
            startTime: components["schemas"]["DateTime"];
            endTime: components["schemas"]["DateTime"];
            maxEnrol: number;
            tags: string[];
            /**
             * @description Uploaded picture URLs (`cdn` + `url`) with the `event` upload config, 0 to 9.
             * @default []
             */
            pictures?: components["schemas"]["PictureUrl"][];
            /**
             * @description Close enrolment before the start (state `closed`).
             * @default false
             */
            closed?: boolean;
            /**
             * @description The `title` and `description` in English and Mongolian. Absent on an update:
             *     the event's translations stay as they are.
             */
            translations?: components["schemas"]["Translations"];
        };
        /**
         * @description Where the event is in review: `pending` a member's event waiting for an admin;
         *     `published` seen by everyone; `rejected` refused by an admin (see `rejectReason`).
         *     `pending` and `rejected` events are seen only by their author and the admins.
         * @enum {string}
         */
        EventReview: "pending" | "published" | "rejected";
        /**
         * @description Computed by the server: `open` accepts enrolments; `closed` enrolment closed by an
         *     admin or the event has started; `full` no vacancy left; `ended` the event is over.
         * @enum {string}
         */
        EventState: "open" | "closed" | "full" | "ended";
        /** @description Failure envelope. */
        Failure: {
            /** @description Non-zero failure code (the reference server uses the HTTP status). */
            code: number;
            message: components["schemas"]["FailureMessage"];
        };
        /** @description A message, or per-field messages for forms. */
        FailureMessage: string | components["schemas"]["FieldMessages"];
        /** @description Whether an item is among the caller's favourites. */
        FavoriteState: {
            itemid: components["schemas"]["Id"];
            favorited: boolean;
        };
        /** @description A feedback message. */
        FeedbackInput: {
            /** @description The message, 1 to 500 characters after trimming. */
            content: string;
            /** @description How to reach the sender (mobile, email, WeChat id...), optional. */
            contact?: string;
            /** @description The shop the feedback is about (from /shop/feedback/{id}); absent for site feedback. */
            shopId?: components["schemas"]["Id"];
        };
        /** @description Message per form field name. */
        FieldMessages: {
            [key: string]: string;
        };
        /** @description Numeric identifier. */
        Id: number;
        /** @description Image URL, absolute or a path on this server. */
        ImageUrl: string;
        /** @description The approximate position of an IP address. */
        IpLocation: {
            latitude: components["schemas"]["Latitude"];
            longitude: components["schemas"]["Longitude"];
            /** @description Accuracy radius in metres. */
            accuracy: number;
            /** @description City name (may be empty when only the province is known). */
            city: string;
        };
        /** @description An item. */
        Item: {
            id: components["schemas"]["Id"];
            name: string;
            /** @description Plain text; item cards show its first 30 characters. */
            description: string;
            mainpic: components["schemas"]["ImageUrl"];
            /** @description Gallery of the detail screen, in display order. */
            pic: components["schemas"]["ImageUrl"][];
            /** @description Country of origin (ISO 3166-1 alpha-2, for the flag); empty when unknown. */
            country: string;
            /** @description Price of one unit, the lowest among the item's stock entries. */
            price: components["schemas"]["Money"];
            /** @description Selling unit (个, 斤, 盒, kg). */
            unit: string;
            /** @description Whether the signed-in caller has favourited the item; false when anonymous. */
            favorited: boolean;
            /** @description Sort key; higher first. */
            seq: number;
            tags: components["schemas"]["ItemTag"][];
        };
        /**
         * @description Conditions an item must meet, all of them; an empty object matches every item.
         *     `minPrice` above `maxPrice` matches nothing.
         */
        ItemFilter: {
            /** @description Text contained in the name or description (case does not matter). */
            keyword?: string;
            /** @description The item carries at least one of these tags. */
            tags?: components["schemas"]["ItemTag"][];
            /** @description Country of origin (ISO 3166-1 alpha-2). */
            country?: string;
            /** @description Lowest item price, included. */
            minPrice?: components["schemas"]["Money"];
            /** @description Highest item price, included. */
            maxPrice?: components["schemas"]["Money"];
        };
        /** @description One page of items with the context of the listing screen. */
        ItemListing: {
            items: components["schemas"]["Item"][];
            /** @description Tags of the listed items, for filter chips. */
            tags: components["schemas"]["ItemTag"][];
            category: components["schemas"]["Category"];
            /** @description Child categories, sorted by `seq` descending. */
            children: components["schemas"]["Category"][];
            /** @description The categories from the root `PRODUCT` down to `category`, both included. */
            path: components["schemas"]["Category"][];
            /** @description Number of matching items over all pages. */
            total: number;
        };
        /** @description Paging, filter and order of an item listing; `{}` takes every default. */
        ItemListQuery: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            pageno?: number;
            /**
             * @description Items per page (default 12).
             * @default 12
             */
            pagesize?: number;
            filter?: components["schemas"]["ItemFilter"];
            /**
             * @description Sort key.
             * @default seq
             * @enum {string}
             */
            sortby?: "seq" | "price" | "name";
            /**
             * @description Sort direction; ties are broken by id descending.
             * @default desc
             * @enum {string}
             */
            sortorder?: "asc" | "desc";
        };
        /** @description The light shape of an item, for item cards in lists. */
        ItemMeta: {
            id: components["schemas"]["Id"];
            name: string;
            /** @description Plain text; item cards show its first 30 characters. */
            description: string;
            mainpic: components["schemas"]["ImageUrl"];
            /** @description Country of origin (ISO 3166-1 alpha-2, for the flag); empty when unknown. */
            country: string;
            /** @description Price of one unit, the lowest among the item's stock entries. */
            price: components["schemas"]["Money"];
            /** @description Selling unit (个, 斤, 盒, kg). */
            unit: string;
        };
        /** @description One page of light items and the number of all matching items. */
        ItemMetaPage: {
            objects: components["schemas"]["ItemMeta"][];
            /** @description Number of matching items over all pages. */
            total: number;
        };
        /**
         * @description An item tag: a word of letters and digits of any script (热销, 进口, organic), with
         *     `-`, `_` or `·` inside; no white space or other punctuation.
         */
        ItemTag: string;
        /**
         * @description Job type, with the form's Chinese labels: `express` 快递物流 (express
         *     delivery), `transport` 交通运输 (transport), `construction` 建筑工人 (construction
         *     worker), `government` 机关事业单位人员 (government or public-institution staff),
         *     `catering` 餐饮 (catering), `medical` 医务人员 (medical), `student` 学生 (student),
         *     `other` 其他 (other).
         * @enum {string}
         */
        JobType: "express" | "transport" | "construction" | "government" | "catering" | "medical" | "student" | "other";
        /** @description A jump link and its target. */
        Jump: {
            id: components["schemas"]["Id"];
            url: components["schemas"]["WebUrl"];
        };
        /** @description Latitude in decimal degrees. */
        Latitude: number;
        /** @description A point as `lat,lng` in decimal degrees (latitude -90 to 90, longitude -180 to 180). */
        LatLng: string;
        /** @description The process runs. */
        Liveness: {
            /**
             * @description Always `ok`.
             * @constant
             */
            status: "ok";
        };
        /** @description Longitude in decimal degrees. */
        Longitude: number;
        /**
         * @description A MapLibre GL style document (style specification version 8). The members the app
         *     relies on are described; any other member follows the MapLibre style specification.
         */
        MapStyle: {
            /** @constant */
            version: 8;
            name?: string;
            /** @description Base URL of the sprite (without `.json` or `.png`). */
            sprite?: string;
            /** @description Glyph URL template with `{fontstack}` and `{range}`. */
            glyphs?: string;
            /** @description [longitude, latitude]. */
            center?: number[];
            zoom?: number;
            /** @description Facts about the style for the app; other members may follow. */
            metadata?: {
                /** @description The style's name in Chinese. */
                "citylife:title"?: string;
                /** @description How the image tiles laid over the base map are shown in this style. */
                "citylife:imageTiles"?: {
                    /**
                     * @description MapLibre raster paint properties for the image tiles' layer
                     *     (`raster-brightness-min`, `raster-brightness-max`, `raster-saturation`,
                     *     `raster-contrast`, `raster-hue-rotate`); empty to show them as drawn.
                     */
                    paint: {
                        [key: string]: number;
                    };
                };
            } & {
                [key: string]: unknown;
            };
            /**
             * @description Sources by id; the base map's vector source reads `GET /map/tiles/{z}/{x}/{y}.pbf`
             *     within its `bounds` (the map asks for no tile outside them).
             */
            sources: {
                [key: string]: {
                    /** @description Source type (`vector`, `raster`, `geojson`...). */
                    type: string;
                    /** @description Tile URL templates with `{z}`, `{x}`, `{y}`. */
                    tiles?: string[];
                    /** @description TileJSON URL (instead of `tiles`). */
                    url?: string;
                    minzoom?: number;
                    maxzoom?: number;
                    /** @description [west, south, east, north] in degrees: where the source has tiles. */
                    bounds?: number[];
                    attribution?: string;
                } & {
                    [key: string]: unknown;
                };
            };
            /** @description Layers, drawn in order. */
            layers: ({
                id: string;
                /** @description Layer type (`background`, `fill`, `line`, `symbol`, `raster`...). */
                type: string;
                source?: string;
                "source-layer"?: string;
                minzoom?: number;
                maxzoom?: number;
                /** @description A filter expression. */
                filter?: unknown[];
                layout?: {
                    [key: string]: unknown;
                };
                paint?: {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /** @description The member card and centre figures. */
        Member: {
            cardNo: components["schemas"]["CardNo"];
            /** @description When the user became a member. */
            createdTime: components["schemas"]["DateTime"];
            /** @description Code of the card in the WeChat card package; absent until the card was added to WeChat. */
            wechatCode?: components["schemas"]["WechatCardCode"];
            level: components["schemas"]["MemberLevel"];
            account: components["schemas"]["MemberAccount"];
            credit: components["schemas"]["MemberCredit"];
            /** @description Number of the member's usable vouchers. */
            voucherCount: number;
        };
        /** @description The stored-value account. */
        MemberAccount: {
            balance: components["schemas"]["Money"];
        };
        /** @description A member's balance, as the cashier sees it. */
        MemberBalance: {
            memberid: components["schemas"]["Id"];
            cardNo: components["schemas"]["CardNo"];
            balance: components["schemas"]["Money"];
        };
        /** @description The points (credit) account. */
        MemberCredit: {
            /** @description Points balance. */
            balance: number;
        };
        /** @description A member level and the privileges it grants. */
        MemberLevel: {
            id: components["schemas"]["Id"];
            name: string;
            privileges: components["schemas"]["Privilege"][];
        };
        /** @description Names a member. */
        MemberQuery: {
            /** @description The member's user id. */
            memberid: components["schemas"]["Id"];
        };
        /** @description A menu entry (an entry point of the home screen or a menu list). */
        Menu: {
            id: components["schemas"]["Id"];
            /** @description Label, in the caller's locale when translated. */
            name: string;
            icon: components["schemas"]["WebUrl"];
            /** @description Target, an app path (`/...`) or an absolute URL opened outside the app. */
            url: components["schemas"]["WebUrl"];
            /** @description Whether the target needs a signed-in member (the app opens the login dialog first). */
            requiresAuth: boolean;
        };
        /** @description Mainland-China mobile number, 11 digits. */
        MobileNumber: string;
        /** @description Amount in yuan (CNY) with two decimals. */
        Money: number;
        /** @description Signed amount in yuan with two decimals; negative for money spent. */
        MoneyDelta: number;
        /** @description A place with its distance from the asked point. */
        NearbyPlace: components["schemas"]["Place"] & {
            /** @description Distance from the asked point in metres. */
            distance: number;
        };
        /**
         * @description Zero on success.
         * @constant
         */
        OkCode: 0;
        /**
         * @description Weekly opening hours, one entry per group of days with the same hours (time zone
         *     Asia/Shanghai). A day in no entry is closed. The reference shop opens Mon-Fri
         *     9:30-20:00 and Sat-Sun 8:30-21:00.
         */
        OpeningHours: {
            /** @description ISO weekdays, 1 (Monday) to 7 (Sunday). */
            weekdays: number[];
            /** @description Opening time `HH:MM`, 24-hour clock. */
            open: string;
            /** @description Closing time `HH:MM`, later than `open` on the same day. */
            close: string;
        }[];
        /**
         * @description An order. Delivery fields are present on cart orders
         *     (`ShoppingCartOrder`) only, as chosen at checkout: `deliveryType` and `deliveryFee`
         *     always; for `express`, `address` (which carries the contact and phone); for `self`,
         *     `selfPickDate`, `selfPickTime`, `contact` and `mobile`. Top-up and custom-amount
         *     orders have no items and no delivery.
         */
        Order: {
            order_sn: components["schemas"]["OrderSn"];
            /** @description Goods plus delivery fee. */
            totalamount: components["schemas"]["Money"];
            /** @description Left to pay after the deductions in `payments` (`totalamount` minus their sum). */
            payamount: components["schemas"]["Money"];
            /** @description The order lines; empty for top-up and custom-amount (`DiyOrder`) orders. */
            items: components["schemas"]["OrderItem"][];
            /** @description Pay types the order accepts (top-up orders exclude `account`). */
            supportedPayment: components["schemas"]["PayType"][];
            status: components["schemas"]["OrderStatus"];
            type: components["schemas"]["OrderType"];
            createdTime: components["schemas"]["DateTime"];
            /** @description When the order was paid; absent until then. */
            payTime?: components["schemas"]["DateTime"];
            /** @description Pay type chosen with `POST /order/placeOrder/{sn}` or used to pay; absent before and on counter settlements. */
            paytype?: components["schemas"]["PayType"];
            /** @description Deductions and counter payments applied; absent or empty when none. */
            payments?: components["schemas"]["PaymentLine"][];
            /** @description The buyer's note (may be empty; absent when the order has none). */
            memo?: string;
            deliveryType?: components["schemas"]["DeliveryType"];
            deliveryFee?: components["schemas"]["Money"];
            address?: components["schemas"]["Address"];
            /**
             * Format: date
             * @description Pick-up date (self pick-up only).
             */
            selfPickDate?: string;
            /** @description Pick-up time of day, `HH:mm` (self pick-up only). */
            selfPickTime?: string;
            /** @description Name of the person picking up the order (self pick-up). */
            contact?: string;
            /** @description Mobile number of the contact (self pick-up). */
            mobile?: string;
        };
        /** @description An order line. */
        OrderItem: {
            itemid: components["schemas"]["Id"];
            name: string;
            pic: components["schemas"]["WebUrl"];
            qty: number;
            /** @description Unit price when ordered. */
            price: components["schemas"]["Money"];
            /** @description `price` × `qty`. */
            subtotal: components["schemas"]["Money"];
            /** @description Chosen value per SKU attribute name; empty when the item has no attributes. */
            sku: {
                [key: string]: string;
            };
        };
        /** @description Order number (letters and digits). */
        OrderSn: string;
        /**
         * @description `pending` awaiting payment; `paid` paid, awaiting shipping or pick-up; `shipped`
         *     handed to the courier (express only); `completed` delivered or picked up (top-ups
         *     complete when paid); `cancelled` cancelled before payment; `refunded` money returned
         *     after payment.
         * @enum {string}
         */
        OrderStatus: "pending" | "paid" | "shipped" | "completed" | "cancelled" | "refunded";
        /**
         * @description What created the order: `ShoppingCartOrder` the cart checkout (the order list's
         *     default), `TopupOrder` an account top-up, `DiyOrder` a custom amount paid at a
         *     shop's till (`POST /shop/diyCheckout`).
         * @enum {string}
         */
        OrderType: "ShoppingCartOrder" | "TopupOrder" | "DiyOrder";
        /**
         * @description Kind of a development outbox message.
         * @enum {string}
         */
        OutboxKind: "passcode" | "reset" | "captcha";
        /** @description A message the server would have sent. */
        OutboxMessage: {
            /** @description Mobile number, email address, or (for challenges) track id. */
            to: string;
            kind: components["schemas"]["OutboxKind"];
            /** @description The message as it would have been sent. */
            text: string;
            /** @description The passcode, reset token or challenge solution carried by the message. */
            code: string;
            createdTime: components["schemas"]["DateTime"];
        };
        /** @description A content page. */
        Page: {
            id: components["schemas"]["Id"];
            title: string;
            /** @description HTML, sanitised by the server (no scripts, styles or event handlers). */
            content: string;
        };
        /** @description The 6-digit passcode sent by SMS. */
        Passcode: string;
        /** @description Timing of a sent passcode. */
        PasscodeSent: {
            /** @description Seconds before another passcode can be sent to the number (60). */
            resendAfter: number;
            /** @description Seconds the passcode stays valid (300). */
            expiresIn: number;
        };
        /** @description Lowercase hex SHA-256 of the UTF-8 password (the password never travels in clear). */
        PasswordHash: string;
        /**
         * @description An amount in yuan as the cashier shows it (the order's `payamount`), written with at
         *     most two decimals (`29.9`, `100`, `0.5`).
         */
        PayAmountText: string;
        /** @description A pay code. */
        Paycode: {
            code: components["schemas"]["PaycodeValue"];
            expiresAt: components["schemas"]["DateTime"];
        };
        /** @description The result of charging a pay code. */
        PaycodeCharge: {
            memberid: components["schemas"]["Id"];
            /**
             * @description Always `used`.
             * @constant
             */
            status: "used";
            amount: components["schemas"]["Money"];
            usedTime: components["schemas"]["DateTime"];
            /** @description The member's balance after the charge. */
            balance: components["schemas"]["Money"];
        };
        /** @description The status of a pay code. */
        PaycodeState: {
            status: components["schemas"]["PaycodeStatus"];
            /** @description Amount charged; present when `status` is `used`. */
            amount?: components["schemas"]["Money"];
            /** @description When the code was charged; present when `status` is `used`. */
            usedTime?: components["schemas"]["DateTime"];
        };
        /**
         * @description Pay code status: `valid` (usable), `used` (charged by the cashier), `expired` (past
         *     its expiry or replaced by a newer code).
         * @enum {string}
         */
        PaycodeStatus: "valid" | "used" | "expired";
        /** @description An 18-digit pay code. */
        PaycodeValue: string;
        /** @description What the cashier shows for an order. */
        Payment: {
            order_sn: components["schemas"]["OrderSn"];
            type: components["schemas"]["OrderType"];
            status: components["schemas"]["OrderStatus"];
            totalamount: components["schemas"]["Money"];
            payamount: components["schemas"]["Money"];
            /** @description Deductions already applied (may be empty). */
            payments: components["schemas"]["PaymentLine"][];
            supportedPayment: components["schemas"]["PayType"][];
            /** @description The caller's account balance (for `account` payments). */
            balance: components["schemas"]["Money"];
        };
        /** @description A deduction or counter payment applied to an order. */
        PaymentLine: {
            type: components["schemas"]["CashierPaymentType"];
            amount: components["schemas"]["Money"];
            /** @description The voucher used; present on `VOUCHER` lines only. */
            voucherId?: components["schemas"]["Id"];
        };
        /**
         * @description A deduction or counter payment. `VOUCHER` lines need `voucherId` and the voucher's
         *     deduction for this order as `amount`; other lines must not have `voucherId`.
         */
        PaymentLineInput: {
            type: components["schemas"]["CashierPaymentType"];
            /** @description Amount of the line, 0.01 to 100000 yuan. */
            amount: number & components["schemas"]["Money"];
            voucherId?: components["schemas"]["Id"];
        };
        /**
         * @description Pay types: `account` account balance, `alipay` Alipay, `wxpay` WeChat Pay
         *     in a browser, `wxapppay` WeChat Pay in the WeChat mini program or app, `unionpay`
         *     UnionPay, `applepay` Apple Pay.
         * @enum {string}
         */
        PayType: "account" | "alipay" | "wxpay" | "wxapppay" | "unionpay" | "applepay";
        /** @description A provider URL that starts a payment. */
        PayUrl: {
            /** @description The URL to open or to show as a QR code (`https://` or `weixin://`). */
            url: string;
            /** @description When the URL stops working. */
            expiresAt: components["schemas"]["DateTime"];
        };
        /**
         * @description Mainland-China mobile number (11 digits) or landline number with area code
         *     (`0477-8581234` or `04778581234`).
         */
        PhoneNumber: string;
        /** @description The start of a half-hour pick-up slot. */
        PickupTime: {
            /** @description Time `HH:MM`, 24-hour clock (Asia/Shanghai). */
            clock: string;
        };
        /**
         * @description A picture of this server: a path under `/uploads/` (the upload config's `cdn`
         *     followed by an uploaded file's `url`, or that path alone) or `/static/`, or an
         *     address of an origin the server allows (its setting `PICTURE_ORIGINS`, e.g. a CDN).
         *     Any other address, `//host/...` included, is refused with 400 naming the field. An
         *     address of the origin the client called is kept as its path alone.
         */
        PictureUrl: components["schemas"]["WebUrl"];
        /** @description A place; the AR view adds the altitude itself. */
        Place: {
            id: components["schemas"]["Id"];
            name: string;
            description: string;
            longitude: components["schemas"]["Longitude"];
            latitude: components["schemas"]["Latitude"];
            banner: components["schemas"]["WebUrl"];
        };
        /** @description A poll. */
        Poll: {
            id: components["schemas"]["Id"];
            title: string;
            description: string;
            banner: components["schemas"]["WebUrl"];
            startTime: components["schemas"]["DateTime"];
            endTime: components["schemas"]["DateTime"];
            state: components["schemas"]["PollState"];
            /** @description Number of entries. */
            itemCount: number;
            /** @description Number of votes cast. */
            voteCount: number;
            /** @description The entry the signed-in caller voted for; absent when they have not voted, when signed out, and in lists. */
            votedItemId?: components["schemas"]["Id"];
        };
        /** @description An entry of a poll. */
        PollItem: {
            id: components["schemas"]["Id"];
            pollId: components["schemas"]["Id"];
            title: string;
            description: string;
            pics: components["schemas"]["WebUrl"][];
            votes: number;
            /** @description The user who submitted the entry. */
            ownerId: components["schemas"]["Id"];
            createdTime: components["schemas"]["DateTime"];
        };
        /** @description Votes per entry of a poll. */
        PollStat: {
            pollId: components["schemas"]["Id"];
            /** @description Votes cast in the poll. */
            total: number;
            /** @description Every entry, most votes first. */
            items: {
                itemId: components["schemas"]["Id"];
                title: string;
                votes: number;
                /** @description Share of all votes in percent, rounded to one decimal. */
                percent: number;
            }[];
        };
        /**
         * @description `upcoming` before `startTime`, `open` until `endTime`, `ended` afterwards.
         * @enum {string}
         */
        PollState: "upcoming" | "open" | "ended";
        /** @description A day's vegetable price list. */
        Pricelist: {
            id: components["schemas"]["Id"];
            /**
             * Format: date
             * @description The day the prices apply to.
             */
            date: string;
            title: string;
            /** @description The items the caller may see, by name. */
            items: components["schemas"]["PricelistItem"][];
        };
        /** @description An approved item's price on one price list's day. */
        PricelistDayPrice: {
            pricelistId: components["schemas"]["Id"];
            /**
             * Format: date
             * @description The day of the price list.
             */
            date: string;
            name: string;
            unit: string;
            /** @description Price per unit in yuan. */
            price: components["schemas"]["Money"];
        };
        /** @description A price list with items waiting for review. */
        PricelistForReview: {
            id: components["schemas"]["Id"];
            /**
             * Format: date
             * @description The day the prices apply to.
             */
            date: string;
            title: string;
            /** @description How many of its items are `pending`. */
            pending: number;
        };
        /** @description A price list item. */
        PricelistItem: {
            id: components["schemas"]["Id"];
            name: string;
            /** @description Unit the price is for (斤, 公斤, 个, 把...). */
            unit: string;
            /** @description Price per unit in yuan. */
            price: components["schemas"]["Money"];
            tags: string[];
            state: components["schemas"]["PricelistItemState"];
            /** @description The admin who last approved or rejected the item; absent while `pending`. */
            reviewedBy?: components["schemas"]["Reviewer"];
            /** @description When the item was last approved or rejected; absent while `pending`. */
            reviewedTime?: components["schemas"]["DateTime"];
            /**
             * @description In a whole list (getPricelist, getLatestPricelist): the approved price of the item
             *     with the same name and unit in the newest earlier list, for the change from the
             *     previous day; absent when that list has no such item, and in searchItem answers.
             */
            previousPrice?: components["schemas"]["Money"];
        };
        /**
         * @description `pending` awaiting review, `approved` public, `rejected` not public.
         * @enum {string}
         */
        PricelistItemState: "pending" | "approved" | "rejected";
        /** @description Items to approve or reject. */
        PricelistReview: {
            /** @description Item ids, 1 to 100, no repeats. */
            items: components["schemas"]["Id"][];
        };
        /** @description A member privilege. */
        Privilege: {
            id: components["schemas"]["Id"];
            name: string;
            description?: string;
        };
        /**
         * @description The user's profile. Sent whole to `/user/saveProfile/`: unset texts are
         *     empty strings, unset `sex` and `birthDate` are null.
         */
        Profile: {
            /**
             * @description Avatar image URL, a picture of this server as `PictureUrl` says (an upload with
             *     the `avatar` config); empty for none.
             */
            avatar: string;
            /** @description Real name. */
            name: string;
            sex: components["schemas"]["Sex"] | null;
            /** @description Province name from the area tree, or empty. */
            province: string;
            /** @description City name from the area tree, or empty. */
            city: string;
            /** @description District name from the area tree, or empty. */
            district: string;
            /** @description Birth date `YYYY-MM-DD`, from 1940-01-01 to today; null when unset. */
            birthDate: string | null;
            occupation: string;
        };
        /** @description The instance is ready to serve. */
        Readiness: {
            /**
             * @description Always `ok`.
             * @constant
             */
            status: "ok";
        };
        /** @description Failure of the return-registration form, with one message per failing field. */
        ReturnRegistrationFailure: {
            /** @constant */
            code: 422;
            /** @description Message per failing field (community, homeAddress, name, sex, mobile, idNo, jobType, city, address, trafficType, healthCode, healthState, temp, tested, lastTestDate). */
            message: {
                community?: string;
                homeAddress?: string;
                name?: string;
                sex?: string;
                mobile?: string;
                idNo?: string;
                jobType?: string;
                city?: string;
                address?: string;
                trafficType?: string;
                healthCode?: string;
                healthState?: string;
                temp?: string;
                tested?: string;
                lastTestDate?: string;
            };
        };
        /**
         * @description The return-registration form. Shape only: the server checks required
         *     fields and formats and answers 422 per field (see the operation).
         */
        ReturnRegistrationInput: {
            /** @description The community (residential committee) returned to. */
            community?: string;
            /** @description Home address in the community. */
            homeAddress?: string;
            name?: string;
            sex?: components["schemas"]["Sex"];
            /** @description Mobile number (numeric input). */
            mobile?: string;
            /** @description Resident identity number (numeric input, 18 characters). */
            idNo?: string;
            jobType?: components["schemas"]["JobType"];
            /** @description The city returned from. */
            city?: string;
            /** @description Address in the city returned from. */
            address?: string;
            /** @description Train taken (train number, carriage, seat); empty when none. */
            train?: string;
            /** @description Coach or bus taken (line, plate); empty when none. */
            bus?: string;
            /** @description Flight taken (flight number, seat); empty when none. */
            air?: string;
            /** @description Own car (plate number); empty when none. */
            car?: string;
            /** @description Shared car (plate number, driver); empty when none. */
            carpooling?: string;
            /**
             * Format: date
             * @description Date of arrival back home.
             */
            backDate?: string;
            /**
             * Format: date
             * @description Planned date of leaving again for the place of work.
             */
            returnDate?: string;
            /** @description `y` when the person holds a green health code. */
            healthCode?: components["schemas"]["YesNo"];
            /** @description `y` healthy, `n` has symptoms (fever, cough...). */
            healthState?: components["schemas"]["YesNo"];
            /** @description Body temperature in °C (numeric input); 35.0 to 42.0 passes the server's check. */
            temp?: number;
            /** @description `y` when the person has taken a nucleic-acid test. */
            tested?: components["schemas"]["YesNo"];
            /**
             * Format: date
             * @description Date of the latest test; required when `tested` is `y`.
             */
            lastTestDate?: string;
        };
        /** @description A return registration as listed. */
        ReturnRegistrationSummary: {
            id: components["schemas"]["Id"];
            name: string;
            createdTime: components["schemas"]["DateTime"];
        };
        /** @description The address of a point. */
        ReverseGeocode: {
            /** @description Full address as one line. */
            address: string;
            province: string;
            city: string;
            district: string;
        };
        /** @description A published review. */
        Review: {
            id: components["schemas"]["Id"];
            targetType: components["schemas"]["ReviewTargetType"];
            targetId: components["schemas"]["Id"];
            rating: number;
            /** @description Review text; may be empty. */
            content: string;
            pics: components["schemas"]["ImageUrl"][];
            createdTime: components["schemas"]["DateTime"];
            user: components["schemas"]["ReviewAuthor"];
        };
        /** @description The author of a review, as shown next to it. */
        ReviewAuthor: {
            id: components["schemas"]["Id"];
            nickname: string;
            /** @description Avatar image URL; empty when the user has none. */
            avatar: string;
        };
        /** @description The admin who reviewed an item. */
        Reviewer: {
            id: components["schemas"]["Id"];
            nickname: string;
        };
        /** @description One page of reviews and the number of all reviews of the target. */
        ReviewPage: {
            objects: components["schemas"]["Review"][];
            total: number;
        };
        /** @description Whether the caller bought a target, and their review of it if they wrote one. */
        ReviewStanding: {
            bought: boolean;
            review?: components["schemas"]["Review"];
        };
        /** @description Ratings of a target. */
        ReviewSummary: {
            /** @description Number of reviews. */
            count: number;
            /** @description Mean rating rounded to one decimal; 0 when there is no review. */
            average: number;
            /** @description Number of reviews per rating, keys `1` to `5`; they add up to `count`. */
            distribution: {
                1: number;
                2: number;
                3: number;
                4: number;
                5: number;
            };
        };
        /**
         * @description What a review is about.
         * @enum {string}
         */
        ReviewTargetType: "item" | "shop";
        /** @description A stop of a route. */
        RouteStop: {
            /** @description Position in the route, from 1. */
            seq: number;
            place: components["schemas"]["Place"];
            /** @description Suggested stay in minutes; absent when not suggested. */
            stayMinutes?: number;
            /** @description Tip for the stop; absent when none. */
            note?: string;
        };
        /** @description The sandbox gateway's notification that an order was paid, signed. */
        SandboxNotification: {
            order_sn: components["schemas"]["OrderSn"];
            paytype: components["schemas"]["PayType"];
            amount: components["schemas"]["Money"];
            paidTime: components["schemas"]["DateTime"];
            /** @description A random string the gateway makes for each notification. */
            nonce: string;
            /** @description Lowercase hex HMAC-SHA256 with the gateway's secret (see the operation). */
            sign: string;
        };
        /** @description A payment of the sandbox provider. */
        SandboxPayment: {
            order_sn: components["schemas"]["OrderSn"];
            paytype: components["schemas"]["PayType"];
            amount: components["schemas"]["Money"];
            status: components["schemas"]["SandboxPaymentStatus"];
            createdTime: components["schemas"]["DateTime"];
            /** @description When it was confirmed; present when `status` is `paid`. */
            paidTime?: components["schemas"]["DateTime"];
        };
        /**
         * @description `pending` started, not confirmed; `paid` confirmed.
         * @enum {string}
         */
        SandboxPaymentStatus: "pending" | "paid";
        /** @description Settings values by key. */
        Settings: {
            /** @description URL of the background music. */
            bgmusic?: string;
            copyright?: string;
            /** @description Customer-service telephone number. */
            cstel?: string;
            /** @description ICP filing number shown in the footer. */
            beian?: string;
            /** @description URL of the customer-service QR code image. */
            csqr?: string;
            /** Format: email */
            csemail?: string;
            /**
             * @description Default theme.
             * @enum {string}
             */
            theme?: "default" | "christmas" | "green" | "green2" | "mono";
        } & {
            [key: string]: string;
        };
        /**
         * @description Gender.
         * @enum {string}
         */
        Sex: "female" | "male";
        /** @description A share card. */
        ShareInfo: {
            title: string;
            desc: string;
            imgUrl: components["schemas"]["WebUrl"];
            /** @description Absolute URL to share. */
            link: string;
        };
        /** @description A physical shop. */
        Shop: {
            id: components["schemas"]["Id"];
            name: string;
            /** @description Postal address, one line. */
            address: string;
            phone: components["schemas"]["PhoneNumber"];
            openingHours: components["schemas"]["OpeningHours"];
            latitude: number;
            longitude: number;
            /** @description Banner image URL; empty when the shop has none. */
            banner: string;
        };
        /** @description One page of shops and the number of all matching shops. */
        ShopPage: {
            objects: components["schemas"]["Shop"][];
            total: number;
        };
        /** @description A shop named in another object. */
        ShopRef: {
            id: components["schemas"]["Id"];
            name: string;
        };
        /** @description Answer of every sign-in call. */
        SignInResult: {
            token: components["schemas"]["AccessToken"];
            expiresAt: components["schemas"]["DateTime"];
            user: components["schemas"]["UserInfo"];
        };
        /** @description A SKU attribute of an item. */
        SkuAttribute: {
            name: string;
            /** @description Values in display order. */
            values: string[];
            /** @description The pre-selected value (the only one of a single-value attribute), else null. */
            selected: string | null;
        };
        /** @description An item and its SKU attributes. */
        SkuAttributes: {
            skus: components["schemas"]["SkuAttribute"][];
            item: components["schemas"]["Item"];
        };
        /**
         * @description Chosen value per SKU attribute name (`sku`), e.g. `{ "规格": "1个装" }`;
         *     `{}` for an item without attributes.
         */
        SkuSelection: {
            [key: string]: string;
        };
        /**
         * @description A stock entry: one SKU combination of an item, with its stock id,
         *     available quantity and unit price, plus one string field per SKU attribute name
         *     holding the combination's value (attribute names never are `id`, `qty` or `price`).
         */
        Stock: {
            id: components["schemas"]["Id"];
            /** @description Units available; 0 when sold out. */
            qty: number;
            /** @description Price of one unit of this combination. */
            price: components["schemas"]["Money"];
        } & {
            [key: string]: string;
        };
        /** @description Whether a token is valid. */
        TokenCheck: {
            /** @constant */
            valid: true;
            expiresAt: components["schemas"]["DateTime"];
            user: components["schemas"]["UserInfo"];
        } | {
            /** @constant */
            valid: false;
        };
        /** @description The top-up choices. */
        TopupProfile: {
            slots: components["schemas"]["TopupSlot"][];
        };
        /** @description A top-up choice. */
        TopupSlot: {
            amount: components["schemas"]["Money"];
            /** @description Text on the slot (may name a bonus). */
            label: string;
            /** @description Whether the slot is the default choice (exactly one is). */
            selected: boolean;
        };
        /** @description A tourism city. */
        TourCity: {
            id: components["schemas"]["Id"];
            name: string;
            description: string;
            banner: components["schemas"]["WebUrl"];
        };
        /** @description A tourism city with its sites and routes. */
        TourCityDetail: components["schemas"]["TourCity"] & {
            sites: components["schemas"]["TourSiteSummary"][];
            routes: components["schemas"]["TourRouteSummary"][];
        };
        /** @description A suggested tourism route. */
        TourRoute: {
            id: components["schemas"]["Id"];
            cityId: components["schemas"]["Id"];
            name: string;
            description: string;
            banner: components["schemas"]["WebUrl"];
            /** @description Length in metres. */
            distance: number;
            /** @description Suggested time in minutes, stops included. */
            duration: number;
            /** @description The stops in visiting order. */
            stops: components["schemas"]["RouteStop"][];
        };
        /** @description A route as listed in its city. */
        TourRouteSummary: {
            id: components["schemas"]["Id"];
            name: string;
            banner: components["schemas"]["WebUrl"];
            /** @description Length in metres. */
            distance: number;
            /** @description Suggested time in minutes, stops included. */
            duration: number;
        };
        /** @description A tourism site (a scenic spot of a city). */
        TourSite: {
            id: components["schemas"]["Id"];
            cityId: components["schemas"]["Id"];
            name: string;
            description: string;
            banner: components["schemas"]["WebUrl"];
            pics: components["schemas"]["WebUrl"][];
            latitude: components["schemas"]["Latitude"];
            longitude: components["schemas"]["Longitude"];
            address: string;
            /** @description Opening hours as text (may be empty). */
            openHours: string;
            places: components["schemas"]["Place"][];
        };
        /** @description A site as listed in its city. */
        TourSiteSummary: {
            id: components["schemas"]["Id"];
            name: string;
            banner: components["schemas"]["WebUrl"];
        };
        /** @description The client's track id (kept 7 days), naming its captcha. */
        TrackId: string;
        /** @description Field name to its text in one language. */
        TranslatedTexts: {
            [key: string]: string;
        };
        /**
         * @description Translations of a piece of content's texts (see "Content languages"): per language,
         *     the text of each field by the field's name, e.g. `{ "en": { "title": "Berry
         *     picking" }, "mn": { "title": "Жимс түүх" } }`. A language or field left out, or an
         *     empty text, reads in the original; names that are not texts of the kind are ignored.
         */
        Translations: {
            en?: components["schemas"]["TranslatedTexts"];
            mn?: components["schemas"]["TranslatedTexts"];
        };
        /** @description The instance should not be sent requests now. */
        Unreadiness: {
            /**
             * @description Always `unavailable`.
             * @constant
             */
            status: "unavailable";
            /**
             * @description What is missing: `database` (it does not answer), `migrations` (not at the
             *     expected level), `notices` (the change-notice listener of a PostgreSQL server is
             *     not connected), `stopping` (the process was told to stop).
             * @enum {string}
             */
            reason: "database" | "migrations" | "notices" | "stopping";
        };
        /** @description A signed upload policy. */
        UploadConfig: {
            /**
             * @description Base64 of the JSON policy (bucket, save path, expiry, size range, accepted
             *     types), sent back unchanged with the file.
             */
            policy: string;
            /** @description Signature of the policy, sent back unchanged with the file. */
            signature: string;
            /** @description Bucket to post to (`POST /{bucket}/` on the upload host). */
            bucket: string;
            /** @description Prefix of the stored file's public URL (no trailing slash); the full URL is `cdn` + `url`. */
            cdn: string;
            expiresAt: components["schemas"]["DateTime"];
            /** @description Largest accepted file in bytes (2 MB). */
            maxSize: number;
        };
        /** @description Where the upload host stored a file. */
        UploadResult: {
            /** @description Path of the stored file, starting with `/`; prefix it with the config's `cdn`. */
            url: string;
        };
        /** @description User info, kept by the client after sign-in. */
        UserInfo: {
            id: components["schemas"]["Id"];
            /** @description Avatar image URL; empty when the user has none. */
            avatar: string;
            nickname: string;
            /**
             * @description Role names. `admin` opens the admin dashboard link and the admin-only calls;
             *     an ordinary member has none. Other names may appear and mean nothing to the app.
             */
            roles: string[];
        };
        /** @description A voucher held by the caller (amount, threshold, quantities per user and per cycle, effective days, apply time, the shops and orders it applies to). */
        Voucher: {
            id: components["schemas"]["Id"];
            name: string;
            /** @description Amount taken off the order. */
            amount: number & components["schemas"]["Money"];
            /** @description Selected amount the order must reach; 0 when there is no threshold. */
            threshold: components["schemas"]["Money"];
            /** @description How many of this voucher one user may receive in all; 0 when unlimited. */
            perUserQuantity: number;
            /** @description How many of this voucher one user may receive per day (Asia/Shanghai); 0 when unlimited. */
            perCycleQuantity: number;
            /** @description Days the voucher stays valid from `applyTime`. */
            effectiveDays: number;
            /** @description When the caller received the voucher. */
            applyTime: components["schemas"]["DateTime"];
            /** @description Shops where the voucher applies; empty for every shop. */
            shops: components["schemas"]["ShopRef"][];
            /**
             * @description Order types the voucher applies to (cart checkouts create `ShoppingCartOrder`,
             *     `/shop/diyCheckout` creates `DiyOrder`); empty for every type.
             */
            orders: components["schemas"]["OrderType"][];
            status: components["schemas"]["VoucherStatus"];
            /** @description `applyTime` plus `effectiveDays` days. */
            expiresAt: components["schemas"]["DateTime"];
        };
        /** @description One page of vouchers and the number of all matching vouchers. */
        VoucherPage: {
            objects: components["schemas"]["Voucher"][];
            total: number;
        };
        /**
         * @description `usable`: can be used now; `used`: spent on an order; `expired`: past `expiresAt` unused.
         * @enum {string}
         */
        VoucherStatus: "usable" | "used" | "expired";
        /** @description A walking route. */
        WalkRoute: {
            /**
             * @description The route's points, two numbers each (even count, at least two points): the
             *     first two values are absolute latitude and longitude in degrees, every later
             *     value an integer delta in millionths of a degree added to the value two
             *     positions earlier.
             */
            polyline: number[];
            /** @description Length in metres. */
            distance: number;
            /** @description Walking time in seconds. */
            duration: number;
        };
        /** @description The current weather at a point. */
        Weather: {
            /** @description Air temperature in degrees Celsius. */
            temperature: number;
            condition: components["schemas"]["WeatherCondition"];
            icon: components["schemas"]["WebUrl"];
            /** @description When the provider last updated the observation. */
            updatedTime: components["schemas"]["DateTime"];
        };
        /**
         * @description Weather condition code; the app shows a translated label.
         * @enum {string}
         */
        WeatherCondition: "clear" | "partlyCloudy" | "cloudy" | "overcast" | "rain" | "thunderstorm" | "snow" | "sleet" | "fog" | "haze" | "dust" | "windy";
        /** @description An absolute `http(s)` URL, or a path on the app's own origin starting with `/`. */
        WebUrl: string;
        /** @description Code of a member card in the WeChat card package. */
        WechatCardCode: string;
        /** @description One card for the WeChat JS-SDK `wx.addCard` `cardList`. */
        WechatCardPackage: {
            /** @description WeChat id of the member card template. */
            cardId: string;
            /** @description JSON string with `code`, `timestamp`, `nonce_str` and `signature`, passed to WeChat unchanged. */
            cardExt: string;
        };
        /** @description Signed parameters of a WeChat JSAPI payment (`getBrandWCPayRequest`, `wx.requestPayment`). */
        WechatPayPackage: {
            appId: string;
            /** @description Unix time in seconds, as a string (as WeChat requires). */
            timeStamp: string;
            nonceStr: string;
            /** @description `prepay_id=...` */
            package: string;
            /** @enum {string} */
            signType: "RSA" | "MD5" | "HMAC-SHA256";
            paySign: string;
        };
        /** @description Configuration for the WeChat JS-SDK `wx.config`. */
        WechatSignPackage: {
            /** @description App id of the official account. */
            appId: string;
            /** @description Unix time in seconds at which the signature was made. */
            timestamp: number;
            /** @description Random string used in the signature. */
            nonceStr: string;
            /** @description Lowercase hex SHA-1 signature. */
            signature: string;
        };
        /**
         * @description A y/n flag.
         * @enum {string}
         */
        YesNo: "y" | "n";
        /** @description The area of a postal code. */
        ZipArea: {
            zip: string;
            province: components["schemas"]["Area"];
            city: components["schemas"]["Area"];
            district: components["schemas"]["Area"];
        };
        /** @description The area names of a postal code. */
        ZipAreaNames: {
            zip: string;
            province: string;
            city: string;
            district: string;
        };
    };
    responses: {
        /** @description The request does not match this description. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 400,
                 *       "message": "body/mobile must match pattern \"^1[3-9]\\d{9}$\""
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description The resource's current state does not allow this. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 409,
                 *       "message": "The order has already been paid"
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description The caller may not do this (not an admin, or not the owner). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 403,
                 *       "message": "Request is not authorized"
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description The resource does not exist. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 404,
                 *       "message": "Not found"
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description Too many attempts; try again later. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 429,
                 *       "message": "Too many attempts, please try again later"
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description A signed-in caller is required; the token is missing, unknown or expired. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 401,
                 *       "message": "Please sign in first"
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description A business rule rejects the request; form failures carry per-field messages. */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
    };
    parameters: {
        /**
         * @description Ad id.
         * @example 1
         */
        ClassifiedAdIdPath: components["schemas"]["Id"];
        /**
         * @description Latitude in decimal degrees, -90 to 90, at most 10 characters.
         * @example 39.812556
         */
        LatitudePath: string;
        /**
         * @description Longitude in decimal degrees, -180 to 180, at most 10 characters.
         * @example 108.628734
         */
        LongitudePath: string;
        /**
         * @description Order number.
         * @example 20260301000001
         */
        OrderSnPath: components["schemas"]["OrderSn"];
        /**
         * @description Page number, from 1.
         * @example 1
         */
        PageNo: number;
        /**
         * @description Items per page (default 10).
         * @example 10
         */
        PageSize10: number;
        /**
         * @description Items per page (default 12).
         * @example 12
         */
        PageSize12: number;
        /**
         * @description `b` is the amount in yuan the cashier shows (the order's `payamount`), written with
         *     at most two decimals (`29.9`, `100`, `0.5`); it must equal the order's current
         *     `payamount`.
         * @example 24.8
         */
        PayAmount: components["schemas"]["PayAmountText"];
        /**
         * @description An 18-digit pay code.
         * @example 286512374690125473
         */
        PaycodePath: components["schemas"]["PaycodeValue"];
        /**
         * @description `a` is the order number (`order_sn`) of the order to pay.
         * @example 20260301000001
         */
        PayOrderSn: components["schemas"]["OrderSn"];
        /**
         * @description Poll id.
         * @example 1
         */
        PollIdPath: components["schemas"]["Id"];
        /**
         * @description Price list id.
         * @example 1
         */
        PricelistIdPath: components["schemas"]["Id"];
        /**
         * @description Order number of the sandbox payment.
         * @example 20260301000001
         */
        SandboxOrderSn: components["schemas"]["OrderSn"];
        /**
         * @description Six-digit mainland-China postal code.
         * @example 017000
         */
        ZipCode: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    refreshCaptcha: {
        parameters: {
            query?: {
                /**
                 * @description The mobile number or email address the challenge is for (any case), so that its
                 *     level counts the account's recent failures; without it, a call about an account
                 *     with failures refuses the challenge.
                 * @example 13800138000
                 */
                account?: components["schemas"]["AccountName"];
            };
            header?: never;
            path: {
                /**
                 * @description The client's track id, also sent as `sessionId` in the sign-in bodies.
                 * @example c0a8e1f2-4b3d-4e5f-9a7b-1c2d3e4f5a6b
                 */
                trackId: components["schemas"]["TrackId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenge. */
            200: {
                headers: {
                    /** @description Always `no-store`; every call issues a new challenge. */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "challenge": {
                     *           "parameters": {
                     *             "algorithm": "PBKDF2/SHA-256",
                     *             "cost": 5000,
                     *             "keyLength": 32,
                     *             "keyPrefix": "21c619765e04aae6b795e21918426332",
                     *             "keySignature": "bad057ec57b76ab176cf734028ed472d076d0f1f74ecd64d915fe52927e65fd5",
                     *             "nonce": "c4450f7e9b453a69a553b8b7afa388d7",
                     *             "salt": "3bf1b942cfd842f6408fd18cbdff05ba"
                     *           },
                     *           "signature": "472f9e560cb6a72089185fc7440c04b289aa06a77fcbd4da1144198cb8ee963a"
                     *         },
                     *         "level": 0,
                     *         "expiresAt": "2026-01-21T10:25:00+08:00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["CaptchaChallenge"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sendMobileLoginCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mobile": "13800138000",
                 *       "captchainput": "417:21c619765e04aae6b795e21918426332b7e95ae7c1313f2d1ba49cbcc7cc8bf9",
                 *       "sessionId": "c0a8e1f2-4b3d-4e5f-9a7b-1c2d3e4f5a6b"
                 *     }
                 */
                "application/json": {
                    mobile: components["schemas"]["MobileNumber"];
                    captchainput: components["schemas"]["CaptchaAnswer"];
                    sessionId: components["schemas"]["TrackId"];
                };
            };
        };
        responses: {
            /** @description The passcode was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "resendAfter": 60,
                     *         "expiresIn": 300
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["PasscodeSent"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signInWithPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "13800138000",
                 *       "password": "8d969eef6ecad3c29a3a629280e686cf0c3f5d5a86aff3ca12020c923adc6c92",
                 *       "captchainput": "417:21c619765e04aae6b795e21918426332b7e95ae7c1313f2d1ba49cbcc7cc8bf9",
                 *       "sessionId": "c0a8e1f2-4b3d-4e5f-9a7b-1c2d3e4f5a6b"
                 *     }
                 */
                "application/json": {
                    /** @description Mobile number (mainland China) or email address of the account. */
                    email: string;
                    password: components["schemas"]["PasswordHash"];
                    captchainput: components["schemas"]["CaptchaAnswer"];
                    sessionId: components["schemas"]["TrackId"];
                };
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "token": "Q2l0eUxpZmVEZW1vVG9rZW4tMDAwMDAwMDAwMDAwMDE",
                     *         "expiresAt": "2026-01-28T09:30:00+08:00",
                     *         "user": {
                     *           "id": 1,
                     *           "avatar": "https://cdn.citylife.example/avatar/1.jpg",
                     *           "nickname": "Demo",
                     *           "roles": []
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["SignInResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signInWithPasscode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mobile": "13800138000",
                 *       "passcode": "524816",
                 *       "captchainput": "417:21c619765e04aae6b795e21918426332b7e95ae7c1313f2d1ba49cbcc7cc8bf9",
                 *       "sessionId": "c0a8e1f2-4b3d-4e5f-9a7b-1c2d3e4f5a6b"
                 *     }
                 */
                "application/json": {
                    mobile: components["schemas"]["MobileNumber"];
                    passcode: components["schemas"]["Passcode"];
                    captchainput: components["schemas"]["CaptchaAnswer"];
                    sessionId: components["schemas"]["TrackId"];
                };
            };
        };
        responses: {
            /** @description Signed in (and registered, for a new number). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "token": "Q2l0eUxpZmVEZW1vVG9rZW4tMDAwMDAwMDAwMDAwMDE",
                     *         "expiresAt": "2026-01-28T09:30:00+08:00",
                     *         "user": {
                     *           "id": 1,
                     *           "avatar": "https://cdn.citylife.example/avatar/1.jpg",
                     *           "nickname": "Demo",
                     *           "roles": []
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["SignInResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signInWithToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "Q2l0eUxpZmVEZW1vVG9rZW4tMDAwMDAwMDAwMDAwMDE"
                 *     }
                 */
                "application/json": {
                    token: components["schemas"]["AccessToken"];
                };
            };
        };
        responses: {
            /** @description Signed in with the given token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "token": "Q2l0eUxpZmVEZW1vVG9rZW4tMDAwMDAwMDAwMDAwMDE",
                     *         "expiresAt": "2026-01-28T09:30:00+08:00",
                     *         "user": {
                     *           "id": 1,
                     *           "avatar": "https://cdn.citylife.example/avatar/1.jpg",
                     *           "nickname": "Demo",
                     *           "roles": []
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["SignInResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signInWithWechatCode: {
        parameters: {
            query: {
                /**
                 * @description The authorization code from WeChat's redirect.
                 * @example 071aBcDe0Fg1Hi2Jk3Lm4No5Pq6aBcDe
                 */
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed in (and registered, for a new WeChat account). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "token": "Q2l0eUxpZmVEZW1vVG9rZW4tMDAwMDAwMDAwMDAwMDE",
                     *         "expiresAt": "2026-01-28T09:30:00+08:00",
                     *         "user": {
                     *           "id": 1,
                     *           "avatar": "https://cdn.citylife.example/avatar/1.jpg",
                     *           "nickname": "Demo",
                     *           "roles": []
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["SignInResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["Unprocessable"];
        };
    };
    checkToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The token to check.
                 * @example Q2l0eUxpZmVEZW1vVG9rZW4tMDAwMDAwMDAwMDAwMDE
                 */
                token: components["schemas"]["AccessToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the token is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["TokenCheck"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out; the token no longer works. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": null
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "13800138000",
                 *       "captchainput": "417:21c619765e04aae6b795e21918426332b7e95ae7c1313f2d1ba49cbcc7cc8bf9",
                 *       "sessionId": "c0a8e1f2-4b3d-4e5f-9a7b-1c2d3e4f5a6b"
                 *     }
                 */
                "application/json": {
                    /** @description Mobile number (mainland China) or email address of the account. */
                    email: string;
                    captchainput: components["schemas"]["CaptchaAnswer"];
                    sessionId: components["schemas"]["TrackId"];
                };
            };
        };
        responses: {
            /** @description The request was taken (a link was sent if the account exists). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": null
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1,
                 *       "token": "cmVzZXQtdG9rZW4tZGVtby0wMDAwMDAwMDAwMDAwMDAx",
                 *       "newpassword": "1660382def1e8814b7d54af9a621432e74baafa07427070adf615559e05241a0",
                 *       "passwordconfirm": "1660382def1e8814b7d54af9a621432e74baafa07427070adf615559e05241a0"
                 *     }
                 */
                "application/json": {
                    id: components["schemas"]["Id"];
                    /** @description The reset token of the link. */
                    token: string;
                    newpassword: components["schemas"]["PasswordHash"];
                    passwordconfirm: components["schemas"]["PasswordHash"];
                };
            };
        };
        responses: {
            /** @description The password was changed; every token of the user is revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": null
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    addToCart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Item id.
                 * @example 1
                 */
                itemid: components["schemas"]["Id"];
                /**
                 * @description Units to add, 1 to 99.
                 * @example 2
                 */
                qty: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sku": {
                 *         "规格": "1个装",
                 *         "等级": "一级"
                 *       }
                 *     }
                 */
                "application/json": {
                    sku: components["schemas"]["SkuSelection"];
                };
            };
        };
        responses: {
            /** @description The cart after the addition. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": 1,
                     *             "qty": 2,
                     *             "price": 29.9,
                     *             "selected": true,
                     *             "itemid": 1,
                     *             "name": "新疆哈密瓜",
                     *             "pic": "https://cdn.citylife.example/item/1/main.jpg",
                     *             "sku": {
                     *               "规格": "1个装",
                     *               "等级": "一级"
                     *             },
                     *             "stockId": 1
                     *           }
                     *         ],
                     *         "totalQty": 2,
                     *         "totalAmount": 59.8,
                     *         "selectedAmount": 59.8
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": 1,
                     *             "qty": 2,
                     *             "price": 29.9,
                     *             "selected": true,
                     *             "itemid": 1,
                     *             "name": "新疆哈密瓜",
                     *             "pic": "https://cdn.citylife.example/item/1/main.jpg",
                     *             "sku": {
                     *               "规格": "1个装",
                     *               "等级": "一级"
                     *             },
                     *             "stockId": 1
                     *           },
                     *           {
                     *             "id": 2,
                     *             "qty": 1,
                     *             "price": 59.8,
                     *             "selected": false,
                     *             "itemid": 2,
                     *             "name": "新西兰奇异果",
                     *             "pic": "https://cdn.citylife.example/item/2/main.jpg",
                     *             "sku": {},
                     *             "stockId": 3
                     *           }
                     *         ],
                     *         "totalQty": 3,
                     *         "totalAmount": 119.6,
                     *         "selectedAmount": 59.8
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    selectCartForCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         1
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Cart line ids. */
                    items: components["schemas"]["Id"][];
                };
            };
        };
        responses: {
            /** @description The cart with the chosen lines selected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": 1,
                     *             "qty": 2,
                     *             "price": 29.9,
                     *             "selected": true,
                     *             "itemid": 1,
                     *             "name": "新疆哈密瓜",
                     *             "pic": "https://cdn.citylife.example/item/1/main.jpg",
                     *             "sku": {
                     *               "规格": "1个装",
                     *               "等级": "一级"
                     *             },
                     *             "stockId": 1
                     *           }
                     *         ],
                     *         "totalQty": 2,
                     *         "totalAmount": 59.8,
                     *         "selectedAmount": 59.8
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    removeCartItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Cart line id.
                 * @example 2
                 */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart after the removal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": 1,
                     *             "qty": 2,
                     *             "price": 29.9,
                     *             "selected": true,
                     *             "itemid": 1,
                     *             "name": "新疆哈密瓜",
                     *             "pic": "https://cdn.citylife.example/item/1/main.jpg",
                     *             "sku": {
                     *               "规格": "1个装",
                     *               "等级": "一级"
                     *             },
                     *             "stockId": 1
                     *           }
                     *         ],
                     *         "totalQty": 2,
                     *         "totalAmount": 59.8,
                     *         "selectedAmount": 59.8
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    clearCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The empty cart. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "items": [],
                     *         "totalQty": 0,
                     *         "totalAmount": 0,
                     *         "selectedAmount": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getDeliveryTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery choices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "deliveryTypes": [
                     *           "self",
                     *           "express"
                     *         ],
                     *         "selfAvailableDates": [
                     *           {
                     *             "value": "2026-01-21",
                     *             "times": [
                     *               {
                     *                 "clock": "18:30"
                     *               },
                     *               {
                     *                 "clock": "19:00"
                     *               },
                     *               {
                     *                 "clock": "19:30"
                     *               }
                     *             ]
                     *           },
                     *           {
                     *             "value": "2026-01-22",
                     *             "times": [
                     *               {
                     *                 "clock": "09:30"
                     *               },
                     *               {
                     *                 "clock": "10:00"
                     *               },
                     *               {
                     *                 "clock": "19:30"
                     *               }
                     *             ]
                     *           },
                     *           {
                     *             "value": "2026-01-23",
                     *             "times": [
                     *               {
                     *                 "clock": "09:30"
                     *               },
                     *               {
                     *                 "clock": "10:00"
                     *               },
                     *               {
                     *                 "clock": "19:30"
                     *               }
                     *             ]
                     *           },
                     *           {
                     *             "value": "2026-01-24",
                     *             "times": [
                     *               {
                     *                 "clock": "08:30"
                     *               },
                     *               {
                     *                 "clock": "09:00"
                     *               },
                     *               {
                     *                 "clock": "20:30"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "selfAvailableTimes": [
                     *           {
                     *             "clock": "18:30"
                     *           },
                     *           {
                     *             "clock": "19:00"
                     *           },
                     *           {
                     *             "clock": "19:30"
                     *           }
                     *         ],
                     *         "deliveryFee": 8
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Delivery"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getCartDeliveryFee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Address id (one of the caller's).
                 * @example 1
                 */
                x: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery fee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "deliveryFee": 8,
                     *         "freeThreshold": 99
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["DeliveryFee"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    validateCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutRequest"];
            };
        };
        responses: {
            /** @description The priced checkout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": 1,
                     *             "qty": 2,
                     *             "price": 29.9,
                     *             "selected": true,
                     *             "itemid": 1,
                     *             "name": "新疆哈密瓜",
                     *             "pic": "https://cdn.citylife.example/item/1/main.jpg",
                     *             "sku": {
                     *               "规格": "1个装",
                     *               "等级": "一级"
                     *             },
                     *             "stockId": 1
                     *           }
                     *         ],
                     *         "totalQty": 2,
                     *         "totalamount": 59.8,
                     *         "deliveryFee": 8,
                     *         "discount": 5,
                     *         "payamount": 62.8
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["CheckoutTotals"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Unprocessable"];
        };
    };
    confirmCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "deliveryType": "express",
                 *       "addressId": 1,
                 *       "voucherId": 1,
                 *       "memo": "请放门口"
                 *     }
                 */
                "application/json": components["schemas"]["CheckoutRequest"];
            };
        };
        responses: {
            /** @description The order to pay. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "order_sn": "202601211015000001"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["CheckoutResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getCartMenu: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Category id.
                 * @example PRODUCT
                 */
                x: components["schemas"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The menu sections. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "category": {
                     *             "id": "FRUIT",
                     *             "name": "水果",
                     *             "parentId": "PRODUCT",
                     *             "pic": "https://cdn.citylife.example/category/fruit.png",
                     *             "seq": 100
                     *           },
                     *           "items": [
                     *             {
                     *               "id": 1,
                     *               "name": "新疆哈密瓜",
                     *               "description": "新疆产地直发，脆甜多汁，单果约 1.5 kg。",
                     *               "mainpic": "https://cdn.citylife.example/item/1/main.jpg",
                     *               "country": "CN",
                     *               "price": 29.9,
                     *               "unit": "个"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["CategoryItems"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    changeCartItemQty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Cart line id.
                 * @example 1
                 */
                id: components["schemas"]["Id"];
                /**
                 * @description New quantity, at most 99; 0 or less removes the line.
                 * @example 3
                 */
                qty: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": 1,
                     *             "qty": 3,
                     *             "price": 29.9,
                     *             "selected": true,
                     *             "itemid": 1,
                     *             "name": "新疆哈密瓜",
                     *             "pic": "https://cdn.citylife.example/item/1/main.jpg",
                     *             "sku": {
                     *               "规格": "1个装",
                     *               "等级": "一级"
                     *             },
                     *             "stockId": 1
                     *           }
                     *         ],
                     *         "totalQty": 3,
                     *         "totalAmount": 89.7,
                     *         "selectedAmount": 89.7
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    selectCartItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Cart line ids; left out, every line of the cart. */
                    ids?: components["schemas"]["Id"][];
                    selected: boolean;
                };
            };
        };
        responses: {
            /** @description The cart after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": 1,
                     *             "qty": 2,
                     *             "price": 29.9,
                     *             "selected": true,
                     *             "itemid": 1,
                     *             "name": "新疆哈密瓜",
                     *             "pic": "https://cdn.citylife.example/item/1/main.jpg",
                     *             "sku": {
                     *               "规格": "1个装",
                     *               "等级": "一级"
                     *             },
                     *             "stockId": 1
                     *           },
                     *           {
                     *             "id": 2,
                     *             "qty": 1,
                     *             "price": 59.8,
                     *             "selected": true,
                     *             "itemid": 2,
                     *             "name": "新西兰奇异果",
                     *             "pic": "https://cdn.citylife.example/item/2/main.jpg",
                     *             "sku": {},
                     *             "stockId": 3
                     *           }
                     *         ],
                     *         "totalQty": 3,
                     *         "totalAmount": 119.6,
                     *         "selectedAmount": 119.6
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCashierMenu: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The menu sections. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "category": {
                     *             "id": "FRUIT",
                     *             "name": "水果",
                     *             "parentId": "PRODUCT",
                     *             "pic": "https://cdn.citylife.example/category/fruit.png",
                     *             "seq": 100
                     *           },
                     *           "items": [
                     *             {
                     *               "id": 1,
                     *               "name": "新疆哈密瓜",
                     *               "description": "新疆产地直发，脆甜多汁，单果约 1.5 kg。",
                     *               "mainpic": "https://cdn.citylife.example/item/1/main.jpg",
                     *               "country": "CN",
                     *               "price": 29.9,
                     *               "unit": "个"
                     *             },
                     *             {
                     *               "id": 2,
                     *               "name": "新西兰奇异果",
                     *               "description": "新西兰进口绿心奇异果，酸甜适中。",
                     *               "mainpic": "https://cdn.citylife.example/item/2/main.jpg",
                     *               "country": "NZ",
                     *               "price": 59.8,
                     *               "unit": "盒"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "category": {
                     *             "id": "VEGETABLE",
                     *             "name": "蔬菜",
                     *             "parentId": "PRODUCT",
                     *             "pic": "https://cdn.citylife.example/category/vegetable.png",
                     *             "seq": 90
                     *           },
                     *           "items": [
                     *             {
                     *               "id": 3,
                     *               "name": "本地西红柿",
                     *               "description": "本地大棚种植，自然成熟。",
                     *               "mainpic": "https://cdn.citylife.example/item/3/main.jpg",
                     *               "country": "CN",
                     *               "price": 6.5,
                     *               "unit": "斤"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["CategoryItems"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getSubcategories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Category id.
                 * @example PRODUCT
                 */
                id: components["schemas"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The child categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": "FRUIT",
                     *           "name": "水果",
                     *           "parentId": "PRODUCT",
                     *           "pic": "https://cdn.citylife.example/category/fruit.png",
                     *           "seq": 100
                     *         },
                     *         {
                     *           "id": "VEGETABLE",
                     *           "name": "蔬菜",
                     *           "parentId": "PRODUCT",
                     *           "pic": "https://cdn.citylife.example/category/vegetable.png",
                     *           "seq": 90
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Category"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getItemMetasByCategory: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                pageno?: components["parameters"]["PageNo"];
                /**
                 * @description Items per page (default 12).
                 * @example 12
                 */
                pagesize?: components["parameters"]["PageSize12"];
            };
            header?: never;
            path: {
                /**
                 * @description Category id.
                 * @example FRUIT
                 */
                id: components["schemas"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of item metas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "name": "新疆哈密瓜",
                     *           "description": "新疆产地直发，脆甜多汁，单果约 1.5 kg。",
                     *           "mainpic": "https://cdn.citylife.example/item/1/main.jpg",
                     *           "country": "CN",
                     *           "price": 29.9,
                     *           "unit": "个"
                     *         },
                     *         {
                     *           "id": 2,
                     *           "name": "新西兰奇异果",
                     *           "description": "新西兰进口绿心奇异果，酸甜适中。",
                     *           "mainpic": "https://cdn.citylife.example/item/2/main.jpg",
                     *           "country": "NZ",
                     *           "price": 59.8,
                     *           "unit": "盒"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ItemMeta"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getCategoryById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Category id.
                 * @example FRUIT
                 */
                id: components["schemas"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": "FRUIT",
                     *         "name": "水果",
                     *         "parentId": "PRODUCT",
                     *         "pic": "https://cdn.citylife.example/category/fruit.png",
                     *         "seq": 100
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Category"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getSkuAttributes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Item id.
                 * @example 1
                 */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SKU attributes and the item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "skus": [
                     *           {
                     *             "name": "规格",
                     *             "values": [
                     *               "1个装",
                     *               "2个装"
                     *             ],
                     *             "selected": null
                     *           },
                     *           {
                     *             "name": "等级",
                     *             "values": [
                     *               "一级"
                     *             ],
                     *             "selected": "一级"
                     *           }
                     *         ],
                     *         "item": {
                     *           "id": 1,
                     *           "name": "新疆哈密瓜",
                     *           "description": "新疆产地直发，脆甜多汁，单果约 1.5 kg。",
                     *           "mainpic": "https://cdn.citylife.example/item/1/main.jpg",
                     *           "pic": [
                     *             "https://cdn.citylife.example/item/1/1.jpg",
                     *             "https://cdn.citylife.example/item/1/2.jpg"
                     *           ],
                     *           "country": "CN",
                     *           "price": 29.9,
                     *           "unit": "个",
                     *           "favorited": false,
                     *           "seq": 100,
                     *           "tags": [
                     *             "热销"
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["SkuAttributes"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getStockOf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Item id.
                 * @example 1
                 */
                id: components["schemas"]["Id"];
                /**
                 * @description The choice as a JSON object of strings, URL-encoded (here shown decoded; on the
                 *     wire `%7B%22%E8%A7%84%E6%A0%BC%22...`).
                 * @example {"规格":"1个装","等级":"一级"}
                 */
                skuJson: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching stock entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "qty": 120,
                     *         "price": 29.9,
                     *         "规格": "1个装",
                     *         "等级": "一级"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Stock"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getStocksOf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Item id.
                 * @example 1
                 */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item's stock entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "qty": 120,
                     *           "price": 29.9,
                     *           "规格": "1个装",
                     *           "等级": "一级"
                     *         },
                     *         {
                     *           "id": 2,
                     *           "qty": 0,
                     *           "price": 56.8,
                     *           "规格": "2个装",
                     *           "等级": "一级"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Stock"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getItemsByCategories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Comma-separated category ids, 1 to 20.
                 * @example FRUIT,VEGETABLE
                 */
                ids: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One block per category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "category": {
                     *             "id": "FRUIT",
                     *             "name": "水果",
                     *             "parentId": "PRODUCT",
                     *             "pic": "https://cdn.citylife.example/category/fruit.png",
                     *             "seq": 100
                     *           },
                     *           "items": [
                     *             {
                     *               "id": 1,
                     *               "name": "新疆哈密瓜",
                     *               "description": "新疆产地直发，脆甜多汁，单果约 1.5 kg。",
                     *               "mainpic": "https://cdn.citylife.example/item/1/main.jpg",
                     *               "country": "CN",
                     *               "price": 29.9,
                     *               "unit": "个"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "category": {
                     *             "id": "VEGETABLE",
                     *             "name": "蔬菜",
                     *             "parentId": "PRODUCT",
                     *             "pic": "https://cdn.citylife.example/category/vegetable.png",
                     *             "seq": 90
                     *           },
                     *           "items": [
                     *             {
                     *               "id": 3,
                     *               "name": "本地西红柿",
                     *               "description": "本地大棚种植，自然成熟。",
                     *               "mainpic": "https://cdn.citylife.example/item/3/main.jpg",
                     *               "country": "CN",
                     *               "price": 6.5,
                     *               "unit": "斤"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["CategoryItems"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getItemsByCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Category id.
                 * @example FRUIT
                 */
                id: components["schemas"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pageno": 1,
                 *       "pagesize": 12,
                 *       "filter": {
                 *         "keyword": "瓜"
                 *       },
                 *       "sortby": "seq",
                 *       "sortorder": "desc"
                 *     }
                 */
                "application/json": components["schemas"]["ItemListQuery"];
            };
        };
        responses: {
            /** @description One page of the category's items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": 1,
                     *             "name": "新疆哈密瓜",
                     *             "description": "新疆产地直发，脆甜多汁，单果约 1.5 kg。",
                     *             "mainpic": "https://cdn.citylife.example/item/1/main.jpg",
                     *             "pic": [
                     *               "https://cdn.citylife.example/item/1/1.jpg",
                     *               "https://cdn.citylife.example/item/1/2.jpg"
                     *             ],
                     *             "country": "CN",
                     *             "price": 29.9,
                     *             "unit": "个",
                     *             "favorited": true,
                     *             "seq": 100,
                     *             "tags": [
                     *               "热销"
                     *             ]
                     *           }
                     *         ],
                     *         "tags": [
                     *           "热销",
                     *           "进口"
                     *         ],
                     *         "category": {
                     *           "id": "FRUIT",
                     *           "name": "水果",
                     *           "parentId": "PRODUCT",
                     *           "pic": "https://cdn.citylife.example/category/fruit.png",
                     *           "seq": 100
                     *         },
                     *         "children": [],
                     *         "path": [
                     *           {
                     *             "id": "PRODUCT",
                     *             "name": "全部商品",
                     *             "parentId": null,
                     *             "pic": "",
                     *             "seq": 0
                     *           },
                     *           {
                     *             "id": "FRUIT",
                     *             "name": "水果",
                     *             "parentId": "PRODUCT",
                     *             "pic": "https://cdn.citylife.example/category/fruit.png",
                     *             "seq": 100
                     *           }
                     *         ],
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ItemListing"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getItemsByTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Item tag.
                 * @example 热销
                 */
                tag: components["schemas"]["ItemTag"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pageno": 1,
                 *       "pagesize": 12,
                 *       "sortby": "price",
                 *       "sortorder": "asc"
                 *     }
                 */
                "application/json": components["schemas"]["ItemListQuery"];
            };
        };
        responses: {
            /** @description One page of the items with the tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": 1,
                     *             "name": "新疆哈密瓜",
                     *             "description": "新疆产地直发，脆甜多汁，单果约 1.5 kg。",
                     *             "mainpic": "https://cdn.citylife.example/item/1/main.jpg",
                     *             "pic": [],
                     *             "country": "CN",
                     *             "price": 29.9,
                     *             "unit": "个",
                     *             "favorited": false,
                     *             "seq": 100,
                     *             "tags": [
                     *               "热销"
                     *             ]
                     *           }
                     *         ],
                     *         "tags": [],
                     *         "category": {
                     *           "id": "PRODUCT",
                     *           "name": "全部商品",
                     *           "parentId": null,
                     *           "pic": "",
                     *           "seq": 0
                     *         },
                     *         "children": [
                     *           {
                     *             "id": "FRUIT",
                     *             "name": "水果",
                     *             "parentId": "PRODUCT",
                     *             "pic": "https://cdn.citylife.example/category/fruit.png",
                     *             "seq": 100
                     *           }
                     *         ],
                     *         "path": [
                     *           {
                     *             "id": "PRODUCT",
                     *             "name": "全部商品",
                     *             "parentId": null,
                     *             "pic": "",
                     *             "seq": 0
                     *           }
                     *         ],
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ItemListing"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getItemMetasByTag: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                pageno?: components["parameters"]["PageNo"];
                /**
                 * @description Items per page (default 12).
                 * @example 12
                 */
                pagesize?: components["parameters"]["PageSize12"];
            };
            header?: never;
            path: {
                /**
                 * @description Item tag.
                 * @example 热销
                 */
                tag: components["schemas"]["ItemTag"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of item metas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "name": "新疆哈密瓜",
                     *           "description": "新疆产地直发，脆甜多汁，单果约 1.5 kg。",
                     *           "mainpic": "https://cdn.citylife.example/item/1/main.jpg",
                     *           "country": "CN",
                     *           "price": 29.9,
                     *           "unit": "个"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ItemMeta"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getItemById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Item id.
                 * @example 1
                 */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "name": "新疆哈密瓜",
                     *         "description": "新疆产地直发，脆甜多汁，单果约 1.5 kg。",
                     *         "mainpic": "https://cdn.citylife.example/item/1/main.jpg",
                     *         "pic": [
                     *           "https://cdn.citylife.example/item/1/1.jpg",
                     *           "https://cdn.citylife.example/item/1/2.jpg"
                     *         ],
                     *         "country": "CN",
                     *         "price": 29.9,
                     *         "unit": "个",
                     *         "favorited": true,
                     *         "seq": 100,
                     *         "tags": [
                     *           "热销"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Item"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getStocksByIds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Comma-separated stock ids, 1 to 50.
                 * @example 1,2
                 */
                ids: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stock entries found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "qty": 120,
                     *           "price": 29.9,
                     *           "规格": "1个装",
                     *           "等级": "一级"
                     *         },
                     *         {
                     *           "id": 2,
                     *           "qty": 0,
                     *           "price": 56.8,
                     *           "规格": "2个装",
                     *           "等级": "一级"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Stock"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    searchItems: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                pageno?: components["parameters"]["PageNo"];
                /**
                 * @description Items per page (default 10).
                 * @example 10
                 */
                pagesize?: components["parameters"]["PageSize10"];
            };
            header?: never;
            path: {
                /**
                 * @description Keyword.
                 * @example 瓜
                 */
                q: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of matching items and their number. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "objects": [
                     *           {
                     *             "id": 1,
                     *             "name": "新疆哈密瓜",
                     *             "description": "新疆产地直发，脆甜多汁，单果约 1.5 kg。",
                     *             "mainpic": "https://cdn.citylife.example/item/1/main.jpg",
                     *             "country": "CN",
                     *             "price": 29.9,
                     *             "unit": "个"
                     *           }
                     *         ],
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ItemMetaPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getClassifiedCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "name": "二手闲置",
                     *           "icon": "/static/classified/secondhand.png",
                     *           "adCount": 12
                     *         },
                     *         {
                     *           "id": 2,
                     *           "name": "房屋租售",
                     *           "icon": "/static/classified/housing.png",
                     *           "adCount": 5
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ClassifiedCategory"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    searchClassifiedAds: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                pageno?: components["parameters"]["PageNo"];
                /**
                 * @description Items per page (default 10).
                 * @example 10
                 */
                pagesize?: components["parameters"]["PageSize10"];
            };
            header?: never;
            path: {
                /**
                 * @description Category id.
                 * @example 1
                 */
                categoryId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of ads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "categoryId": 1,
                     *           "title": "九成新儿童自行车",
                     *           "content": "16寸，孩子长大了用不上，东胜区自提。",
                     *           "price": 120,
                     *           "contact": "王女士",
                     *           "mobile": "13800138000",
                     *           "pics": [
                     *             "/uploads/classified/1/bike.jpg"
                     *           ],
                     *           "ownerId": 1,
                     *           "createdTime": "2026-02-28T20:00:00+08:00",
                     *           "updatedTime": "2026-02-28T20:00:00+08:00",
                     *           "favorited": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ClassifiedAd"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getLatestClassifiedAds: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                pageno?: components["parameters"]["PageNo"];
                /**
                 * @description Items per page (default 10).
                 * @example 10
                 */
                pagesize?: components["parameters"]["PageSize10"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of ads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "categoryId": 1,
                     *           "title": "九成新儿童自行车",
                     *           "content": "16寸，孩子长大了用不上，东胜区自提。",
                     *           "price": 120,
                     *           "contact": "王女士",
                     *           "mobile": "13800138000",
                     *           "pics": [
                     *             "/uploads/classified/1/bike.jpg"
                     *           ],
                     *           "ownerId": 1,
                     *           "createdTime": "2026-02-28T20:00:00+08:00",
                     *           "updatedTime": "2026-02-28T20:00:00+08:00",
                     *           "favorited": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ClassifiedAd"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getClassifiedAd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Ad id.
                 * @example 1
                 */
                id: components["parameters"]["ClassifiedAdIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ad. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "categoryId": 1,
                     *         "title": "九成新儿童自行车",
                     *         "content": "16寸，孩子长大了用不上，东胜区自提。",
                     *         "price": 120,
                     *         "contact": "王女士",
                     *         "mobile": "13800138000",
                     *         "pics": [
                     *           "/uploads/classified/1/bike.jpg"
                     *         ],
                     *         "ownerId": 1,
                     *         "createdTime": "2026-02-28T20:00:00+08:00",
                     *         "updatedTime": "2026-02-28T20:00:00+08:00",
                     *         "favorited": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ClassifiedAd"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    postClassifiedAd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "categoryId": 1,
                 *       "title": "九成新儿童自行车",
                 *       "content": "16寸，孩子长大了用不上，东胜区自提。",
                 *       "price": 120,
                 *       "contact": "王女士",
                 *       "mobile": "13800138000",
                 *       "pics": [
                 *         "/uploads/classified/1/bike.jpg"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ClassifiedAdInput"];
            };
        };
        responses: {
            /** @description The new ad. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 2,
                     *         "categoryId": 1,
                     *         "title": "九成新儿童自行车",
                     *         "content": "16寸，孩子长大了用不上，东胜区自提。",
                     *         "price": 120,
                     *         "contact": "王女士",
                     *         "mobile": "13800138000",
                     *         "pics": [
                     *           "/uploads/classified/1/bike.jpg"
                     *         ],
                     *         "ownerId": 1,
                     *         "createdTime": "2026-03-01T10:00:00+08:00",
                     *         "updatedTime": "2026-03-01T10:00:00+08:00",
                     *         "favorited": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ClassifiedAd"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateClassifiedAd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Ad id.
                 * @example 1
                 */
                id: components["parameters"]["ClassifiedAdIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "categoryId": 1,
                 *       "title": "九成新儿童自行车（降价）",
                 *       "content": "16寸，孩子长大了用不上，东胜区自提。",
                 *       "price": 100,
                 *       "contact": "王女士",
                 *       "mobile": "13800138000",
                 *       "pics": [
                 *         "/uploads/classified/1/bike.jpg"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ClassifiedAdInput"];
            };
        };
        responses: {
            /** @description The updated ad. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "categoryId": 1,
                     *         "title": "九成新儿童自行车（降价）",
                     *         "content": "16寸，孩子长大了用不上，东胜区自提。",
                     *         "price": 100,
                     *         "contact": "王女士",
                     *         "mobile": "13800138000",
                     *         "pics": [
                     *           "/uploads/classified/1/bike.jpg"
                     *         ],
                     *         "ownerId": 1,
                     *         "createdTime": "2026-02-28T20:00:00+08:00",
                     *         "updatedTime": "2026-03-01T10:00:00+08:00",
                     *         "favorited": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ClassifiedAd"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getMyClassifiedAds: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                pageno?: components["parameters"]["PageNo"];
                /**
                 * @description Items per page (default 10).
                 * @example 10
                 */
                pagesize?: components["parameters"]["PageSize10"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the caller's ads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "categoryId": 1,
                     *           "title": "九成新儿童自行车",
                     *           "content": "16寸，孩子长大了用不上，东胜区自提。",
                     *           "price": 120,
                     *           "contact": "王女士",
                     *           "mobile": "13800138000",
                     *           "pics": [
                     *             "/uploads/classified/1/bike.jpg"
                     *           ],
                     *           "ownerId": 1,
                     *           "createdTime": "2026-02-28T20:00:00+08:00",
                     *           "updatedTime": "2026-02-28T20:00:00+08:00",
                     *           "favorited": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ClassifiedAd"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getFavoriteClassifiedAds: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                pageno?: components["parameters"]["PageNo"];
                /**
                 * @description Items per page (default 10).
                 * @example 10
                 */
                pagesize?: components["parameters"]["PageSize10"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of favourite ads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "categoryId": 1,
                     *           "title": "九成新儿童自行车",
                     *           "content": "16寸，孩子长大了用不上，东胜区自提。",
                     *           "price": 120,
                     *           "contact": "王女士",
                     *           "mobile": "13800138000",
                     *           "pics": [
                     *             "/uploads/classified/1/bike.jpg"
                     *           ],
                     *           "ownerId": 1,
                     *           "createdTime": "2026-02-28T20:00:00+08:00",
                     *           "updatedTime": "2026-02-28T20:00:00+08:00",
                     *           "favorited": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ClassifiedAd"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    addClassifiedFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Ad id.
                 * @example 1
                 */
                id: components["parameters"]["ClassifiedAdIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ad is a favourite. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "favorited": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ClassifiedFavoriteState"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    removeClassifiedFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Ad id.
                 * @example 1
                 */
                id: components["parameters"]["ClassifiedAdIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ad is not a favourite. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "favorited": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ClassifiedFavoriteState"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Comma-separated settings keys, at most 20.
                 * @example cstel,copyright
                 */
                keys: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requested settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "cstel": "400-820-0163",
                     *         "copyright": "© 2026 City Life"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Settings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getHomeMenu: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The menu entries, in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "name": "买菜",
                     *           "icon": "/static/menu/grocery.png",
                     *           "url": "/shoppingcart/index",
                     *           "requiresAuth": false
                     *         },
                     *         {
                     *           "id": 2,
                     *           "name": "会员中心",
                     *           "icon": "/static/menu/member.png",
                     *           "url": "/member/center",
                     *           "requiresAuth": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Menu"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    searchBanners: {
        parameters: {
            query: {
                /**
                 * @description Banner group.
                 * @example indexslider
                 */
                group: components["schemas"]["BannerGroup"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group's banners, in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "group": "indexslider",
                     *           "title": "春季蔬菜节",
                     *           "img": "/static/banner/spring.jpg",
                     *           "url": "/shoppingcart/tag/1"
                     *         },
                     *         {
                     *           "id": 2,
                     *           "group": "indexslider",
                     *           "title": "景区地图",
                     *           "img": "/static/banner/map.jpg"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Banner"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getAreaByZipCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Six-digit mainland-China postal code.
                 * @example 017000
                 */
                zip: components["parameters"]["ZipCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The area of the postal code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "zip": "017000",
                     *         "province": {
                     *           "code": "150000",
                     *           "name": "内蒙古自治区"
                     *         },
                     *         "city": {
                     *           "code": "150600",
                     *           "name": "鄂尔多斯市"
                     *         },
                     *         "district": {
                     *           "code": "150602",
                     *           "name": "东胜区"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ZipArea"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getAreaNamesByZipCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Six-digit mainland-China postal code.
                 * @example 017000
                 */
                zip: components["parameters"]["ZipCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The area names of the postal code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "zip": "017000",
                     *         "province": "内蒙古自治区",
                     *         "city": "鄂尔多斯市",
                     *         "district": "东胜区"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ZipAreaNames"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getAllAreas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Depth of the tree: 1 = provinces only, 2 = provinces and their cities,
                 *     3 = provinces, cities and districts.
                 * @example 3
                 */
                x: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provinces, with cities and districts down to level `x`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "code": "150000",
                     *           "name": "内蒙古自治区",
                     *           "children": [
                     *             {
                     *               "code": "150600",
                     *               "name": "鄂尔多斯市",
                     *               "children": [
                     *                 {
                     *                   "code": "150602",
                     *                   "name": "东胜区",
                     *                   "children": []
                     *                 },
                     *                 {
                     *                   "code": "150627",
                     *                   "name": "伊金霍洛旗",
                     *                   "children": []
                     *                 }
                     *               ]
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["AreaProvince"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getWechatSignPackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The current page URL without its `#` fragment, URL-encoded as one path segment
                 *     (`encodeURIComponent`, so `/` travels as `%2F`).
                 * @example http://127.0.0.1:8080/home
                 */
                url: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sign package for `wx.config`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "appId": "wx1234567890abcdef",
                     *         "timestamp": 1772330400,
                     *         "nonceStr": "Wm3WZYTPz0wzccnW",
                     *         "signature": "0f9de62fce790f9a083d5c99e95740ceb90c27ed"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["WechatSignPackage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["Unprocessable"];
        };
    };
    addFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "希望增加晚间配送时段。",
                 *       "contact": "13800138000",
                 *       "shopId": 1
                 *     }
                 */
                "application/json": components["schemas"]["FeedbackInput"];
            };
        };
        responses: {
            /** @description The feedback was stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: {
                            id: components["schemas"]["Id"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Page id.
                 * @example 1
                 */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "title": "关于我们",
                     *         "content": "<p>City Life 为本地居民和游客提供生活、购物和旅游服务。</p>"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Page"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getUploadConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the upload config, saying what the upload is for. The server knows
                 *     `avatar` (profile avatar; the file is sent as `avatar.jpg`), `classified`
                 *     (classified-ad pictures), `attraction` (pictures of a map point), `poll` (pictures
                 *     of a poll entry), `review` (review pictures) and `event` (pictures of an event a
                 *     member adds); other names answer 404.
                 * @example avatar
                 */
                config: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The upload policy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "policy": "eyJidWNrZXQiOiJjaXR5bGlmZSIsInNhdmUta2V5IjoiL2F2YXRhci8xL3tyYW5kb219e3N1ZmZpeH0iLCJleHBpcmF0aW9uIjoxNzcyMzMyMjAwfQ==",
                     *         "signature": "3f1c2b9a8e7d6c5b4a3928171605f4e3d2c1b0a99887766554433221100ffeed",
                     *         "bucket": "citylife",
                     *         "cdn": "http://127.0.0.1:8080/uploads",
                     *         "expiresAt": "2026-03-01T10:30:00+08:00",
                     *         "maxSize": 2097152
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["UploadConfig"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    uploadFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `bucket` of the upload config.
                 * @example citylife
                 */
                bucket: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "(the JPEG bytes of avatar.jpg)",
                 *       "policy": "eyJidWNrZXQiOiJjaXR5bGlmZSIsInNhdmUta2V5IjoiL2F2YXRhci8xL3tyYW5kb219e3N1ZmZpeH0iLCJleHBpcmF0aW9uIjoxNzcyMzMyMjAwfQ==",
                 *       "signature": "3f1c2b9a8e7d6c5b4a3928171605f4e3d2c1b0a99887766554433221100ffeed"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The image, at most 2 MB (2097152 bytes); its part's `Content-Type`
                     *     must begin with `image/`. The avatar is sent with the file name
                     *     `avatar.jpg`.
                     */
                    file: string;
                    /** @description The `policy` of the upload config, unchanged. */
                    policy: string;
                    /** @description The `signature` of the upload config, unchanged. */
                    signature: string;
                };
            };
        };
        responses: {
            /** @description The image was stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "url": "/avatar/1/5f2b8c3e9a.jpg"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["UploadResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getJump: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Jump link id.
                 * @example 1
                 */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The jump link's target. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "url": "/tour/index"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Jump"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getShareInfo: {
        parameters: {
            query: {
                /**
                 * @description The URL of the page to share.
                 * @example http://127.0.0.1:8080/tour/index
                 */
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The share card. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "title": "景区导览",
                     *         "desc": "景点、路线和地图，一机游景区。",
                     *         "imgUrl": "/static/share/tour.jpg",
                     *         "link": "http://127.0.0.1:8080/tour/index"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ShareInfo"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getDevOutbox: {
        parameters: {
            query?: {
                /**
                 * @description Only messages to this mobile number, email address or track id.
                 * @example 13800138000
                 */
                to?: string;
                /**
                 * @description Only messages of this kind.
                 * @example passcode
                 */
                kind?: components["schemas"]["OutboxKind"];
                /**
                 * @description At most this many messages (the latest ones).
                 * @example 1
                 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages, oldest first (the newest is last). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "to": "13800138000",
                     *           "kind": "passcode",
                     *           "text": "【城市生活】您的验证码是 524816，5 分钟内有效。",
                     *           "code": "524816",
                     *           "createdTime": "2026-01-21T10:15:00+08:00"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["OutboxMessage"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDevCaptcha: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The client's track id.
                 * @example c0a8e1f2-4b3d-4e5f-9a7b-1c2d3e4f5a6b
                 */
                trackId: components["schemas"]["TrackId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenge's solution. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "trackId": "c0a8e1f2-4b3d-4e5f-9a7b-1c2d3e4f5a6b",
                     *         "answer": "417:21c619765e04aae6b795e21918426332b7e95ae7c1313f2d1ba49cbcc7cc8bf9",
                     *         "expiresAt": "2026-01-21T10:25:00+08:00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["DevCaptcha"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Event id.
                 * @example 1
                 */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "title": "周末亲子采摘",
                     *         "description": "到合作农场采摘草莓，含往返大巴。",
                     *         "startTime": "2026-03-14T09:00:00+08:00",
                     *         "endTime": "2026-03-14T16:00:00+08:00",
                     *         "maxEnrol": 40,
                     *         "vacancy": 12,
                     *         "tags": [
                     *           "亲子",
                     *           "户外"
                     *         ],
                     *         "state": "open",
                     *         "pictures": [],
                     *         "review": "published"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Event"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    enrollEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "eventId": 1,
                 *       "name": "张三",
                 *       "mobile": "13800138000",
                 *       "quantity": 2
                 *     }
                 */
                "application/json": {
                    eventId: components["schemas"]["Id"];
                    /** @description Name of the person enrolling. */
                    name: string;
                    /** @description Mainland-China mobile number, 11 digits. */
                    mobile: string;
                    /** @description Places taken. */
                    quantity: number;
                };
            };
        };
        responses: {
            /** @description The enrolment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "eventId": 1,
                     *         "name": "张三",
                     *         "mobile": "13800138000",
                     *         "quantity": 2,
                     *         "createdTime": "2026-03-01T10:00:00+08:00",
                     *         "vacancy": 10
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["EventEnrolment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    searchEvents: {
        parameters: {
            query?: {
                /**
                 * @description Only events with this tag.
                 * @example 亲子
                 */
                tag?: string;
                /**
                 * @description Only events in this state.
                 * @example open
                 */
                state?: components["schemas"]["EventState"];
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                pageno?: components["parameters"]["PageNo"];
                /**
                 * @description Items per page (default 10).
                 * @example 10
                 */
                pagesize?: components["parameters"]["PageSize10"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "title": "周末亲子采摘",
                     *           "description": "到合作农场采摘草莓，含往返大巴。",
                     *           "startTime": "2026-03-14T09:00:00+08:00",
                     *           "endTime": "2026-03-14T16:00:00+08:00",
                     *           "maxEnrol": 40,
                     *           "vacancy": 12,
                     *           "tags": [
                     *             "亲子",
                     *             "户外"
                     *           ],
                     *           "state": "open",
                     *           "pictures": [],
                     *           "review": "published"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Event"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    updateEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "周末亲子采摘",
                 *       "description": "到合作农场采摘草莓，含往返大巴。",
                 *       "startTime": "2026-03-14T09:00:00+08:00",
                 *       "endTime": "2026-03-14T16:00:00+08:00",
                 *       "maxEnrol": 40,
                 *       "tags": [
                 *         "亲子",
                 *         "户外"
                 *       ],
                 *       "pictures": [],
                 *       "closed": false,
                 *       "translations": {
                 *         "en": {
                 *           "title": "Family strawberry picking"
                 *         },
                 *         "mn": {
                 *           "title": "Гэр бүлээрээ гүзээлзгэнэ түүх"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["EventInput"];
            };
        };
        responses: {
            /** @description The created or updated event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 2,
                     *         "title": "周末亲子采摘",
                     *         "description": "到合作农场采摘草莓，含往返大巴。",
                     *         "startTime": "2026-03-14T09:00:00+08:00",
                     *         "endTime": "2026-03-14T16:00:00+08:00",
                     *         "maxEnrol": 40,
                     *         "vacancy": 40,
                     *         "tags": [
                     *           "亲子",
                     *           "户外"
                     *         ],
                     *         "state": "open",
                     *         "pictures": [],
                     *         "review": "published"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Event"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getMyEvents: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                pageno?: components["parameters"]["PageNo"];
                /**
                 * @description Items per page (default 10).
                 * @example 10
                 */
                pagesize?: components["parameters"]["PageSize10"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the caller's events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 3,
                     *           "title": "社区读书会",
                     *           "description": "每月一次，本期共读《城南旧事》。",
                     *           "startTime": "2026-03-21T14:00:00+08:00",
                     *           "endTime": "2026-03-21T16:00:00+08:00",
                     *           "maxEnrol": 20,
                     *           "vacancy": 20,
                     *           "tags": [
                     *             "读书"
                     *           ],
                     *           "state": "open",
                     *           "pictures": [
                     *             "/uploads/event/1/reading.jpg"
                     *           ],
                     *           "review": "pending"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Event"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getEventsForReview: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                pageno?: components["parameters"]["PageNo"];
                /**
                 * @description Items per page (default 10).
                 * @example 10
                 */
                pagesize?: components["parameters"]["PageSize10"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of events waiting for review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 3,
                     *           "title": "社区读书会",
                     *           "description": "每月一次，本期共读《城南旧事》。",
                     *           "startTime": "2026-03-21T14:00:00+08:00",
                     *           "endTime": "2026-03-21T16:00:00+08:00",
                     *           "maxEnrol": 20,
                     *           "vacancy": 20,
                     *           "tags": [
                     *             "读书"
                     *           ],
                     *           "state": "open",
                     *           "pictures": [
                     *             "/uploads/event/1/reading.jpg"
                     *           ],
                     *           "review": "pending",
                     *           "author": {
                     *             "id": 1,
                     *             "nickname": "Demo"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["EventForReview"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    reviewEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 3,
                 *       "decision": "reject",
                 *       "reason": "时间与场地未说明，请补充后重新提交。"
                 *     }
                 */
                "application/json": {
                    id: components["schemas"]["Id"];
                    /**
                     * @description `publish` or `reject` the event.
                     * @enum {string}
                     */
                    decision: "publish" | "reject";
                    /** @description Why the event is rejected, shown to its author; ignored on `publish`. */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The event after the decision. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 3,
                     *         "title": "社区读书会",
                     *         "description": "每月一次，本期共读《城南旧事》。",
                     *         "startTime": "2026-03-21T14:00:00+08:00",
                     *         "endTime": "2026-03-21T16:00:00+08:00",
                     *         "maxEnrol": 20,
                     *         "vacancy": 20,
                     *         "tags": [
                     *           "读书"
                     *         ],
                     *         "state": "open",
                     *         "pictures": [
                     *           "/uploads/event/1/reading.jpg"
                     *         ],
                     *         "review": "rejected",
                     *         "rejectReason": "时间与场地未说明，请补充后重新提交。"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Event"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    addFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Item id.
                 * @example 1
                 */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item is a favourite. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "itemid": 1,
                     *         "favorited": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["FavoriteState"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    removeFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Item id.
                 * @example 1
                 */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item is not a favourite. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "itemid": 1,
                     *         "favorited": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["FavoriteState"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getFavorites: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                pageno?: components["parameters"]["PageNo"];
                /**
                 * @description Items per page (default 10).
                 * @example 10
                 */
                pagesize?: components["parameters"]["PageSize10"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of favourite items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "objects": [
                     *           {
                     *             "id": 2,
                     *             "name": "新西兰奇异果",
                     *             "description": "新西兰进口绿心奇异果，酸甜适中。",
                     *             "mainpic": "https://cdn.citylife.example/item/2/main.jpg",
                     *             "country": "NZ",
                     *             "price": 59.8,
                     *             "unit": "盒"
                     *           },
                     *           {
                     *             "id": 1,
                     *             "name": "新疆哈密瓜",
                     *             "description": "新疆产地直发，脆甜多汁，单果约 1.5 kg。",
                     *             "mainpic": "https://cdn.citylife.example/item/1/main.jpg",
                     *             "country": "CN",
                     *             "price": 29.9,
                     *             "unit": "个"
                     *           }
                     *         ],
                     *         "total": 2
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ItemMetaPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    queryMemberBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "memberid": 1
                 *     }
                 */
                "application/json": components["schemas"]["MemberQuery"];
            };
        };
        responses: {
            /** @description The member's balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "memberid": 1,
                     *         "cardNo": "8800000001",
                     *         "balance": 120.5
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["MemberBalance"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    queryMemberVouchers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "memberid": 1
                 *     }
                 */
                "application/json": components["schemas"]["MemberQuery"];
            };
        };
        responses: {
            /** @description The member's usable vouchers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": []
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Voucher"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMemberSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's member summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "cardNo": "8800000001",
                     *         "createdTime": "2026-01-15T09:30:00+08:00",
                     *         "level": {
                     *           "id": 1,
                     *           "name": "普通会员",
                     *           "privileges": [
                     *             {
                     *               "id": 1,
                     *               "name": "积分兑换"
                     *             }
                     *           ]
                     *         },
                     *         "account": {
                     *           "balance": 120.5
                     *         },
                     *         "credit": {
                     *           "balance": 860
                     *         },
                     *         "voucherCount": 2
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Member"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getMemberAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "balance": 120.5
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["MemberAccount"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getMemberAccountLog: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                pageno?: components["parameters"]["PageNo"];
                /**
                 * @description Items per page (default 10).
                 * @example 10
                 */
                pagesize?: components["parameters"]["PageSize10"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of account log entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 2,
                     *           "amount": -24.8,
                     *           "memo": "订单 20260301000001 余额支付",
                     *           "createdTime": "2026-03-01T10:05:00+08:00"
                     *         },
                     *         {
                     *           "id": 1,
                     *           "amount": 150,
                     *           "memo": "充值",
                     *           "createdTime": "2026-02-20T18:00:00+08:00"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["AccountLogEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getMemberCredit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's points. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "balance": 860
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["MemberCredit"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getMemberCreditLog: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                pageno?: components["parameters"]["PageNo"];
                /**
                 * @description Items per page (default 10).
                 * @example 10
                 */
                pagesize?: components["parameters"]["PageSize10"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of points log entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 2,
                     *           "amount": 30,
                     *           "memo": "购物送积分",
                     *           "vendor": "City Life 东胜店",
                     *           "createdTime": "2026-03-01T10:05:00+08:00"
                     *         },
                     *         {
                     *           "id": 1,
                     *           "amount": -100,
                     *           "memo": "积分兑换",
                     *           "vendor": "City Life 东胜店",
                     *           "createdTime": "2026-02-21T11:00:00+08:00"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["CreditLogEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getPaycode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new pay code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "code": "286512374690125473",
                     *         "expiresAt": "2026-03-01T10:01:00+08:00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Paycode"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPaycodeStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description An 18-digit pay code.
                 * @example 286512374690125473
                 */
                code: components["parameters"]["PaycodePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pay code's status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["PaycodeState"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    usePaycode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description An 18-digit pay code.
                 * @example 286512374690125473
                 */
                code: components["parameters"]["PaycodePath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 29.9,
                 *       "memo": "收银台 1 小票 000123"
                 *     }
                 */
                "application/json": {
                    /** @description Amount to charge, 0.01 to 50000 yuan. */
                    amount: number & components["schemas"]["Money"];
                    /** @description Note for the member's account log (e.g. the till receipt number). */
                    memo?: string;
                };
            };
        };
        responses: {
            /** @description The code was charged. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "memberid": 1,
                     *         "status": "used",
                     *         "amount": 29.9,
                     *         "usedTime": "2026-03-01T10:00:40+08:00",
                     *         "balance": 90.6
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["PaycodeCharge"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getTopupProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The top-up slots. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "slots": [
                     *           {
                     *             "amount": 50,
                     *             "label": "充50元",
                     *             "selected": false
                     *           },
                     *           {
                     *             "amount": 100,
                     *             "label": "充100元送5元",
                     *             "selected": true
                     *           },
                     *           {
                     *             "amount": 200,
                     *             "label": "充200元送15元",
                     *             "selected": false
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["TopupProfile"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getMemberLevel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's level. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "name": "普通会员",
                     *         "privileges": [
                     *           {
                     *             "id": 1,
                     *             "name": "积分兑换"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["MemberLevel"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getAllMemberLevels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The levels, lowest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "name": "普通会员",
                     *           "privileges": [
                     *             {
                     *               "id": 1,
                     *               "name": "积分兑换"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": 2,
                     *           "name": "金卡会员",
                     *           "privileges": [
                     *             {
                     *               "id": 1,
                     *               "name": "积分兑换"
                     *             },
                     *             {
                     *               "id": 2,
                     *               "name": "免费配送"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["MemberLevel"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getAllPrivileges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The privileges. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "name": "积分兑换",
                     *           "description": "积分可在礼品店兑换商品"
                     *         },
                     *         {
                     *           "id": 2,
                     *           "name": "免费配送"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Privilege"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    createTopupOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 100
                 *     }
                 */
                "application/json": {
                    /** @description The chosen slot's amount in yuan. */
                    amount: number & components["schemas"]["Money"];
                };
            };
        };
        responses: {
            /** @description The top-up order was created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "order_sn": "20260301000002"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: {
                            order_sn: components["schemas"]["OrderSn"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getWechatCardPackage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The package for `wx.addCard`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "cardId": "pFS7Fjg8kV1IdDz01r4SQwMkuCKc",
                     *         "cardExt": "{\"code\":\"8800000001\",\"timestamp\":\"1772330400\",\"nonce_str\":\"Wm3WZYTPz0wzccnW\",\"signature\":\"0f9de62fce790f9a083d5c99e95740ceb90c27ed\"}"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["WechatCardPackage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    updateWechatCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The WeChat card code (letters and digits).
                 * @example 8800000001
                 */
                code: components["schemas"]["WechatCardCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code was stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "wechatCode": "8800000001"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: {
                            wechatCode: components["schemas"]["WechatCardCode"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process runs. */
            200: {
                headers: {
                    /** @description Always `no-store`. */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["Liveness"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready. */
            200: {
                headers: {
                    /** @description Always `no-store`. */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Not ready; `reason` says why. */
            503: {
                headers: {
                    /** @description Always `no-store`. */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "unavailable",
                     *       "reason": "database"
                     *     }
                     */
                    "application/json": components["schemas"]["Unreadiness"];
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example # HELP citylife_http_requests_total Requests answered, by operation and status.
                     *     # TYPE citylife_http_requests_total counter
                     *     citylife_http_requests_total{operation="getSettings",status="200"} 12
                     */
                    "text/plain": string;
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrdersByType: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                pageno?: components["parameters"]["PageNo"];
                /**
                 * @description Items per page (default 10).
                 * @example 10
                 */
                pagesize?: components["parameters"]["PageSize10"];
            };
            header?: never;
            path: {
                /**
                 * @description Order type.
                 * @example ShoppingCartOrder
                 */
                type: components["schemas"]["OrderType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "order_sn": "20260301000001",
                     *           "totalamount": 29.8,
                     *           "payamount": 29.8,
                     *           "items": [
                     *             {
                     *               "itemid": 1,
                     *               "name": "有机西红柿",
                     *               "pic": "/static/items/tomato.jpg",
                     *               "qty": 2,
                     *               "price": 9.9,
                     *               "subtotal": 19.8,
                     *               "sku": {
                     *                 "规格": "500g"
                     *               }
                     *             },
                     *             {
                     *               "itemid": 2,
                     *               "name": "本地土豆",
                     *               "pic": "/static/items/potato.jpg",
                     *               "qty": 1,
                     *               "price": 10,
                     *               "subtotal": 10,
                     *               "sku": {}
                     *             }
                     *           ],
                     *           "supportedPayment": [
                     *             "account",
                     *             "wxpay",
                     *             "alipay"
                     *           ],
                     *           "status": "pending",
                     *           "type": "ShoppingCartOrder",
                     *           "createdTime": "2026-03-01T09:58:00+08:00",
                     *           "deliveryType": "self",
                     *           "deliveryFee": 0,
                     *           "selfPickDate": "2026-03-02",
                     *           "selfPickTime": "10:00",
                     *           "contact": "张三",
                     *           "mobile": "13800138000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Order"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Order number.
                 * @example 20260301000001
                 */
                order_sn: components["schemas"]["OrderSn"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cashier's view of the order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "order_sn": "20260301000001",
                     *         "type": "ShoppingCartOrder",
                     *         "status": "pending",
                     *         "totalamount": 29.8,
                     *         "payamount": 29.8,
                     *         "payments": [],
                     *         "supportedPayment": [
                     *           "account",
                     *           "wxpay",
                     *           "alipay"
                     *         ],
                     *         "balance": 120.5
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Payment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Order number.
                 * @example 20260301000001
                 */
                sn: components["parameters"]["OrderSnPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "order_sn": "20260301000001",
                     *         "totalamount": 29.8,
                     *         "payamount": 24.8,
                     *         "items": [
                     *           {
                     *             "itemid": 1,
                     *             "name": "有机西红柿",
                     *             "pic": "/static/items/tomato.jpg",
                     *             "qty": 2,
                     *             "price": 9.9,
                     *             "subtotal": 19.8,
                     *             "sku": {
                     *               "规格": "500g"
                     *             }
                     *           },
                     *           {
                     *             "itemid": 2,
                     *             "name": "本地土豆",
                     *             "pic": "/static/items/potato.jpg",
                     *             "qty": 1,
                     *             "price": 10,
                     *             "subtotal": 10,
                     *             "sku": {}
                     *           }
                     *         ],
                     *         "supportedPayment": [
                     *           "account",
                     *           "wxpay",
                     *           "alipay"
                     *         ],
                     *         "status": "paid",
                     *         "type": "ShoppingCartOrder",
                     *         "createdTime": "2026-03-01T09:58:00+08:00",
                     *         "payTime": "2026-03-01T10:05:00+08:00",
                     *         "paytype": "account",
                     *         "payments": [
                     *           {
                     *             "type": "VOUCHER",
                     *             "amount": 5,
                     *             "voucherId": 1
                     *           }
                     *         ],
                     *         "memo": "西红柿要熟一点的",
                     *         "deliveryType": "self",
                     *         "deliveryFee": 0,
                     *         "selfPickDate": "2026-03-02",
                     *         "selfPickTime": "10:00",
                     *         "contact": "张三",
                     *         "mobile": "13800138000"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    placeOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Order number.
                 * @example 20260301000001
                 */
                sn: components["parameters"]["OrderSnPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "paytype": "wxpay",
                 *       "payment": [
                 *         {
                 *           "type": "VOUCHER",
                 *           "amount": 5,
                 *           "voucherId": 1
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    paytype: components["schemas"]["PayType"];
                    /** @description Deductions to apply, replacing earlier ones; may be empty. */
                    payment: components["schemas"]["PaymentLineInput"][];
                };
            };
        };
        responses: {
            /** @description The order with its pay type, deductions and new `payamount`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "order_sn": "20260301000001",
                     *         "totalamount": 29.8,
                     *         "payamount": 24.8,
                     *         "items": [
                     *           {
                     *             "itemid": 1,
                     *             "name": "有机西红柿",
                     *             "pic": "/static/items/tomato.jpg",
                     *             "qty": 2,
                     *             "price": 9.9,
                     *             "subtotal": 19.8,
                     *             "sku": {
                     *               "规格": "500g"
                     *             }
                     *           },
                     *           {
                     *             "itemid": 2,
                     *             "name": "本地土豆",
                     *             "pic": "/static/items/potato.jpg",
                     *             "qty": 1,
                     *             "price": 10,
                     *             "subtotal": 10,
                     *             "sku": {}
                     *           }
                     *         ],
                     *         "supportedPayment": [
                     *           "account",
                     *           "wxpay",
                     *           "alipay"
                     *         ],
                     *         "status": "pending",
                     *         "type": "ShoppingCartOrder",
                     *         "createdTime": "2026-03-01T09:58:00+08:00",
                     *         "paytype": "wxpay",
                     *         "payments": [
                     *           {
                     *             "type": "VOUCHER",
                     *             "amount": 5,
                     *             "voucherId": 1
                     *           }
                     *         ],
                     *         "deliveryType": "self",
                     *         "deliveryFee": 0,
                     *         "selfPickDate": "2026-03-02",
                     *         "selfPickTime": "10:00",
                     *         "contact": "张三",
                     *         "mobile": "13800138000"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    settleOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "order_sn": "20260301000003",
                 *       "payment": [
                 *         {
                 *           "type": "floor",
                 *           "amount": 0.5
                 *         },
                 *         {
                 *           "type": "cash",
                 *           "amount": 49
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    order_sn: components["schemas"]["OrderSn"];
                    /** @description The settlement lines, adding up to the order's `totalamount`. */
                    payment: components["schemas"]["PaymentLineInput"][];
                };
            };
        };
        responses: {
            /** @description The settled order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "order_sn": "20260301000003",
                     *         "totalamount": 49.5,
                     *         "payamount": 0,
                     *         "items": [],
                     *         "supportedPayment": [
                     *           "account",
                     *           "wxpay",
                     *           "alipay"
                     *         ],
                     *         "status": "paid",
                     *         "type": "DiyOrder",
                     *         "createdTime": "2026-03-01T11:00:00+08:00",
                     *         "payTime": "2026-03-01T11:02:00+08:00",
                     *         "payments": [
                     *           {
                     *             "type": "floor",
                     *             "amount": 0.5
                     *           },
                     *           {
                     *             "type": "cash",
                     *             "amount": 49
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Order number.
                 * @example 20260301000001
                 */
                sn: components["parameters"]["OrderSnPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "order_sn": "20260301000002",
                     *         "totalamount": 100,
                     *         "payamount": 100,
                     *         "items": [],
                     *         "supportedPayment": [
                     *           "wxpay",
                     *           "alipay"
                     *         ],
                     *         "status": "cancelled",
                     *         "type": "TopupOrder",
                     *         "createdTime": "2026-03-01T10:10:00+08:00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getWechatPayPackage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "order_sn": "20260301000001",
                 *       "paytype": "wxpay"
                 *     }
                 */
                "application/json": {
                    order_sn: components["schemas"]["OrderSn"];
                    /**
                     * @description `wxpay` in the WeChat browser (default), `wxapppay` in the WeChat mini program.
                     * @default wxpay
                     * @enum {string}
                     */
                    paytype?: "wxpay" | "wxapppay";
                };
            };
        };
        responses: {
            /** @description The signed JSAPI payment parameters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "appId": "wx1234567890abcdef",
                     *         "timeStamp": "1772330400",
                     *         "nonceStr": "5K8264ILTKCH16CQ2502SI8ZNMTM67VS",
                     *         "package": "prepay_id=wx01100000123456789abcdef0123456789",
                     *         "signType": "RSA",
                     *         "paySign": "oR9d8PuhnIc+YZ8cBHFCwfgpaK9gd7vaRvkYD7rthRAZ/X+QBhcCYL21N7cHCTUxbQ+EAt6Uy+lwSN22f5YZvI45MLko8Pfso0jm46v5hqcVwrk6uddkGuT+Cdvu4WBqDzaDjnNa5UK3GfE1Wfl2gHxIIY5lLdUgWFts17D4WuolLLkiFZV+JSHMvH7eaLdT9N5GBovBwu5yYKUR7skR8Fu+LozcSqQixnlEZUfyE55feLOQTUYzLmR9pNtPbPsu6WVhbNHMS3Ss2+AehHvz+n64GDmXxbX++IOBvm2olHu3PsOUGRwhudhVf7UcGcunXt8cqNjKNqZLhLw4jq/xDg=="
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["WechatPayPackage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getWechatMwebUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description `a` is the order number (`order_sn`) of the order to pay.
                 * @example 20260301000001
                 */
                a: components["parameters"]["PayOrderSn"];
                /**
                 * @description `b` is the amount in yuan the cashier shows (the order's `payamount`), written with
                 *     at most two decimals (`29.9`, `100`, `0.5`); it must equal the order's current
                 *     `payamount`.
                 * @example 24.8
                 */
                b: components["parameters"]["PayAmount"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The WeChat H5 payment page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "url": "https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx01100000123456789abcdef0123456789&package=1037687096",
                     *         "expiresAt": "2026-03-01T10:05:00+08:00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["PayUrl"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getWechatCodeUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description `a` is the order number (`order_sn`) of the order to pay.
                 * @example 20260301000001
                 */
                a: components["parameters"]["PayOrderSn"];
                /**
                 * @description `b` is the amount in yuan the cashier shows (the order's `payamount`), written with
                 *     at most two decimals (`29.9`, `100`, `0.5`); it must equal the order's current
                 *     `payamount`.
                 * @example 24.8
                 */
                b: components["parameters"]["PayAmount"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The URL to show as a QR code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "url": "weixin://wxpay/bizpayurl?pr=aIQrOYOzz",
                     *         "expiresAt": "2026-03-01T12:00:00+08:00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["PayUrl"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getAlipayPackage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "order_sn": "20260301000001",
                 *       "returnUrl": "http://127.0.0.1:8080/pay/cashier/20260301000001"
                 *     }
                 */
                "application/json": {
                    order_sn: components["schemas"]["OrderSn"];
                    /** @description Page Alipay returns to after payment (on the app's origin); defaults to the cashier page. */
                    returnUrl?: string;
                };
            };
        };
        responses: {
            /** @description The Alipay gateway URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "url": "https://openapi.alipay.com/gateway.do?app_id=2021000000000000&method=alipay.trade.wap.pay&charset=utf-8&sign_type=RSA2&timestamp=2026-03-01+10%3A00%3A00&version=1.0&biz_content=%7B%22out_trade_no%22%3A%2220260301000001%22%7D&sign=abc",
                     *         "expiresAt": "2026-03-01T10:15:00+08:00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["PayUrl"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getUnionPayPackage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "order_sn": "20260301000001",
                 *       "amount": "24.8",
                 *       "returnUrl": "http://127.0.0.1:8080/pay/cashier/20260301000001"
                 *     }
                 */
                "application/json": {
                    order_sn: components["schemas"]["OrderSn"];
                    amount: components["schemas"]["PayAmountText"];
                    /** @description Page the gateway returns to after payment (on the app's origin); defaults to the cashier page. */
                    returnUrl?: string;
                };
            };
        };
        responses: {
            /** @description The UnionPay gateway page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "url": "http://127.0.0.1:8080/pay/sandbox/20260301000001?paytype=unionpay&return=http%3A%2F%2F127.0.0.1%3A8080%2Fpay%2Fcashier%2F20260301000001",
                     *         "expiresAt": "2026-03-01T10:15:00+08:00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["PayUrl"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    startApplePaySession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "order_sn": "20260301000001",
                 *       "amount": "24.8",
                 *       "validationURL": "http://127.0.0.1:8080/pay/sandbox/applePay/startSession"
                 *     }
                 */
                "application/json": {
                    order_sn: components["schemas"]["OrderSn"];
                    amount: components["schemas"]["PayAmountText"];
                    /** @description The `validationURL` of the sheet's merchant validation event. */
                    validationURL: string;
                };
            };
        };
        responses: {
            /** @description The merchant session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "epochTimestamp": 1772330400000,
                     *         "expiresAt": 1772330700000,
                     *         "merchantSessionIdentifier": "SANDBOX_20260301000001_7d1f0c8e2b4a4f6e9c3d5a1b0e2f4c6d",
                     *         "nonce": "8kQ2mZ7x",
                     *         "merchantIdentifier": "merchant.sandbox.3f2a1b0c9d8e7f60",
                     *         "domainName": "127.0.0.1",
                     *         "displayName": "City Life",
                     *         "signature": "5d41402abc4b2a76b9719d911017c5925d41402abc4b2a76b9719d911017c592"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ApplePayMerchantSession"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    payWithApplePay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "order_sn": "20260301000001",
                 *       "amount": "24.8",
                 *       "token": {
                 *         "paymentData": {
                 *           "version": "SANDBOX_v1",
                 *           "data": "eyJhbW91bnQiOjI0ODB9",
                 *           "signature": "5d41402abc4b2a76b9719d911017c5925d41402abc4b2a76b9719d911017c592",
                 *           "header": {
                 *             "transactionId": "3f2a1b0c9d8e7f6011223344556677889900aabbccddeeff0011223344556677"
                 *           }
                 *         },
                 *         "paymentMethod": {
                 *           "displayName": "UnionPay 0000",
                 *           "network": "ChinaUnionPay",
                 *           "type": "debit"
                 *         },
                 *         "transactionIdentifier": "3F2A1B0C9D8E7F6011223344556677889900AABBCCDDEEFF0011223344556677"
                 *       }
                 *     }
                 */
                "application/json": {
                    order_sn: components["schemas"]["OrderSn"];
                    amount: components["schemas"]["PayAmountText"];
                    token: components["schemas"]["ApplePayPaymentToken"];
                };
            };
        };
        responses: {
            /** @description The paid order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "order_sn": "20260301000001",
                     *         "totalamount": 24.8,
                     *         "payamount": 24.8,
                     *         "items": [
                     *           {
                     *             "itemid": 2,
                     *             "name": "本地土豆",
                     *             "pic": "/static/items/potato.jpg",
                     *             "qty": 2,
                     *             "price": 12.4,
                     *             "subtotal": 24.8,
                     *             "sku": {}
                     *           }
                     *         ],
                     *         "supportedPayment": [
                     *           "account",
                     *           "wxpay",
                     *           "alipay",
                     *           "unionpay",
                     *           "applepay"
                     *         ],
                     *         "status": "paid",
                     *         "type": "ShoppingCartOrder",
                     *         "createdTime": "2026-03-01T09:58:00+08:00",
                     *         "payTime": "2026-03-01T10:05:00+08:00",
                     *         "paytype": "applepay",
                     *         "payments": [],
                     *         "deliveryType": "self",
                     *         "deliveryFee": 0,
                     *         "selfPickDate": "2026-03-02",
                     *         "selfPickTime": "10:00",
                     *         "contact": "张三",
                     *         "mobile": "13800138000"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    payByAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description `a` is the order number (`order_sn`) of the order to pay.
                 * @example 20260301000001
                 */
                a: components["parameters"]["PayOrderSn"];
                /**
                 * @description `b` is the amount in yuan the cashier shows (the order's `payamount`), written with
                 *     at most two decimals (`29.9`, `100`, `0.5`); it must equal the order's current
                 *     `payamount`.
                 * @example 24.8
                 */
                b: components["parameters"]["PayAmount"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The paid order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "order_sn": "20260301000001",
                     *         "totalamount": 29.8,
                     *         "payamount": 24.8,
                     *         "items": [
                     *           {
                     *             "itemid": 1,
                     *             "name": "有机西红柿",
                     *             "pic": "/static/items/tomato.jpg",
                     *             "qty": 2,
                     *             "price": 9.9,
                     *             "subtotal": 19.8,
                     *             "sku": {
                     *               "规格": "500g"
                     *             }
                     *           },
                     *           {
                     *             "itemid": 2,
                     *             "name": "本地土豆",
                     *             "pic": "/static/items/potato.jpg",
                     *             "qty": 1,
                     *             "price": 10,
                     *             "subtotal": 10,
                     *             "sku": {}
                     *           }
                     *         ],
                     *         "supportedPayment": [
                     *           "account",
                     *           "wxpay",
                     *           "alipay"
                     *         ],
                     *         "status": "paid",
                     *         "type": "ShoppingCartOrder",
                     *         "createdTime": "2026-03-01T09:58:00+08:00",
                     *         "payTime": "2026-03-01T10:05:00+08:00",
                     *         "paytype": "account",
                     *         "payments": [
                     *           {
                     *             "type": "VOUCHER",
                     *             "amount": 5,
                     *             "voucherId": 1
                     *           }
                     *         ],
                     *         "deliveryType": "self",
                     *         "deliveryFee": 0,
                     *         "selfPickDate": "2026-03-02",
                     *         "selfPickTime": "10:00",
                     *         "contact": "张三",
                     *         "mobile": "13800138000"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getSandboxPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Order number of the sandbox payment.
                 * @example 20260301000001
                 */
                order_sn: components["parameters"]["SandboxOrderSn"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sandbox payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "order_sn": "20260301000001",
                     *         "paytype": "wxpay",
                     *         "amount": 24.8,
                     *         "status": "pending",
                     *         "createdTime": "2026-03-01T10:00:00+08:00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["SandboxPayment"];
                    };
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    confirmSandboxPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Order number of the sandbox payment.
                 * @example 20260301000001
                 */
                order_sn: components["parameters"]["SandboxOrderSn"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The paid sandbox payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "order_sn": "20260301000001",
                     *         "paytype": "wxpay",
                     *         "amount": 24.8,
                     *         "status": "paid",
                     *         "createdTime": "2026-03-01T10:00:00+08:00",
                     *         "paidTime": "2026-03-01T10:00:30+08:00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["SandboxPayment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    makeSandboxApplePayToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "merchantSession": {
                 *         "epochTimestamp": 1772330400000,
                 *         "expiresAt": 1772330700000,
                 *         "merchantSessionIdentifier": "SANDBOX_20260301000001_7d1f0c8e2b4a4f6e9c3d5a1b0e2f4c6d",
                 *         "nonce": "8kQ2mZ7x",
                 *         "merchantIdentifier": "merchant.sandbox.3f2a1b0c9d8e7f60",
                 *         "domainName": "127.0.0.1",
                 *         "displayName": "City Life",
                 *         "signature": "5d41402abc4b2a76b9719d911017c5925d41402abc4b2a76b9719d911017c592"
                 *       },
                 *       "amount": 24.8
                 *     }
                 */
                "application/json": {
                    merchantSession: components["schemas"]["ApplePayMerchantSession"];
                    amount: components["schemas"]["Money"];
                };
            };
        };
        responses: {
            /** @description The payment token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "paymentData": {
                     *           "version": "SANDBOX_v1",
                     *           "data": "eyJhbW91bnQiOjI0ODB9",
                     *           "signature": "5d41402abc4b2a76b9719d911017c5925d41402abc4b2a76b9719d911017c592",
                     *           "header": {
                     *             "transactionId": "3f2a1b0c9d8e7f6011223344556677889900aabbccddeeff0011223344556677"
                     *           }
                     *         },
                     *         "paymentMethod": {
                     *           "displayName": "UnionPay 0000",
                     *           "network": "ChinaUnionPay",
                     *           "type": "debit"
                     *         },
                     *         "transactionIdentifier": "3F2A1B0C9D8E7F6011223344556677889900AABBCCDDEEFF0011223344556677"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ApplePayPaymentToken"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    notifySandboxPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "order_sn": "20260301000001",
                 *       "paytype": "wxpay",
                 *       "amount": 24.8,
                 *       "paidTime": "2026-03-01T10:00:30+08:00",
                 *       "nonce": "8kQ2mZ7xP4vN1cR6",
                 *       "sign": "5d41402abc4b2a76b9719d911017c5925d41402abc4b2a76b9719d911017c592"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxNotification"];
            };
        };
        responses: {
            /** @description The paid sandbox payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "order_sn": "20260301000001",
                     *         "paytype": "wxpay",
                     *         "amount": 24.8,
                     *         "status": "paid",
                     *         "createdTime": "2026-03-01T10:00:00+08:00",
                     *         "paidTime": "2026-03-01T10:00:30+08:00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["SandboxPayment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getPoll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Poll id.
                 * @example 1
                 */
                id: components["parameters"]["PollIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The poll. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "title": "最美家乡风景摄影评选",
                     *         "description": "上传你拍的家乡风景，票数最高的三幅作品获奖。",
                     *         "banner": "/static/poll/1.jpg",
                     *         "startTime": "2026-03-01T00:00:00+08:00",
                     *         "endTime": "2026-03-31T23:59:59+08:00",
                     *         "state": "open",
                     *         "itemCount": 2,
                     *         "voteCount": 57,
                     *         "votedItemId": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Poll"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    searchPolls: {
        parameters: {
            query?: {
                /**
                 * @description Only polls in this state.
                 * @example open
                 */
                state?: components["schemas"]["PollState"];
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                pageno?: components["parameters"]["PageNo"];
                /**
                 * @description Items per page (default 10).
                 * @example 10
                 */
                pagesize?: components["parameters"]["PageSize10"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of polls. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "title": "最美家乡风景摄影评选",
                     *           "description": "上传你拍的家乡风景，票数最高的三幅作品获奖。",
                     *           "banner": "/static/poll/1.jpg",
                     *           "startTime": "2026-03-01T00:00:00+08:00",
                     *           "endTime": "2026-03-31T23:59:59+08:00",
                     *           "state": "open",
                     *           "itemCount": 2,
                     *           "voteCount": 57
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Poll"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getPollItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Poll entry id.
                 * @example 1
                 */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "pollId": 1,
                     *         "title": "黄河晨雾",
                     *         "description": "清晨的黄河岸边。",
                     *         "pics": [
                     *           "/static/poll/item-1.jpg"
                     *         ],
                     *         "votes": 35,
                     *         "ownerId": 1,
                     *         "createdTime": "2026-03-02T08:00:00+08:00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["PollItem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    searchPollItems: {
        parameters: {
            query: {
                /**
                 * @description The poll.
                 * @example 1
                 */
                pollId: components["schemas"]["Id"];
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                pageno?: components["parameters"]["PageNo"];
                /**
                 * @description Items per page (default 10).
                 * @example 10
                 */
                pagesize?: components["parameters"]["PageSize10"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "pollId": 1,
                     *           "title": "黄河晨雾",
                     *           "description": "清晨的黄河岸边。",
                     *           "pics": [
                     *             "/static/poll/item-1.jpg"
                     *           ],
                     *           "votes": 35,
                     *           "ownerId": 1,
                     *           "createdTime": "2026-03-02T08:00:00+08:00"
                     *         },
                     *         {
                     *           "id": 2,
                     *           "pollId": 1,
                     *           "title": "草原落日",
                     *           "description": "",
                     *           "pics": [
                     *             "/static/poll/item-2.jpg"
                     *           ],
                     *           "votes": 22,
                     *           "ownerId": 2,
                     *           "createdTime": "2026-03-03T19:30:00+08:00"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["PollItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    votePoll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pollId": 1,
                 *       "itemId": 2
                 *     }
                 */
                "application/json": {
                    pollId: components["schemas"]["Id"];
                    itemId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The entry with its new vote count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 2,
                     *         "pollId": 1,
                     *         "title": "草原落日",
                     *         "description": "",
                     *         "pics": [
                     *           "/static/poll/item-2.jpg"
                     *         ],
                     *         "votes": 23,
                     *         "ownerId": 2,
                     *         "createdTime": "2026-03-03T19:30:00+08:00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["PollItem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getPollStat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Poll id.
                 * @example 1
                 */
                id: components["parameters"]["PollIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The poll's results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "pollId": 1,
                     *         "total": 57,
                     *         "items": [
                     *           {
                     *             "itemId": 1,
                     *             "title": "黄河晨雾",
                     *             "votes": 35,
                     *             "percent": 61.4
                     *           },
                     *           {
                     *             "itemId": 2,
                     *             "title": "草原落日",
                     *             "votes": 22,
                     *             "percent": 38.6
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["PollStat"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    enrollPollItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pollId": 1,
                 *       "title": "草原落日",
                 *       "description": "",
                 *       "pics": [
                 *         "/uploads/poll/2/sunset.jpg"
                 *       ]
                 *     }
                 */
                "application/json": {
                    pollId: components["schemas"]["Id"];
                    title: string;
                    /** @description May be empty. */
                    description: string;
                    /** @description Uploaded picture URLs (`cdn` + `url`), 1 to 9. */
                    pics: components["schemas"]["PictureUrl"][];
                };
            };
        };
        responses: {
            /** @description The new entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 3,
                     *         "pollId": 1,
                     *         "title": "草原落日",
                     *         "description": "",
                     *         "pics": [
                     *           "/uploads/poll/2/sunset.jpg"
                     *         ],
                     *         "votes": 0,
                     *         "ownerId": 1,
                     *         "createdTime": "2026-03-05T12:00:00+08:00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["PollItem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getPricelist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Price list id.
                 * @example 1
                 */
                id: components["parameters"]["PricelistIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The price list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "date": "2026-03-01",
                     *         "title": "3月1日蔬菜价格",
                     *         "items": [
                     *           {
                     *             "id": 1,
                     *             "name": "西红柿",
                     *             "unit": "斤",
                     *             "price": 3.5,
                     *             "tags": [
                     *               "茄果类"
                     *             ],
                     *             "state": "approved",
                     *             "reviewedBy": {
                     *               "id": 1,
                     *               "nickname": "管理员"
                     *             },
                     *             "reviewedTime": "2026-03-01T08:30:00+08:00"
                     *           },
                     *           {
                     *             "id": 2,
                     *             "name": "土豆",
                     *             "unit": "斤",
                     *             "price": 1.5,
                     *             "tags": [
                     *               "根茎类"
                     *             ],
                     *             "state": "approved",
                     *             "reviewedBy": {
                     *               "id": 1,
                     *               "nickname": "管理员"
                     *             },
                     *             "reviewedTime": "2026-03-01T08:30:00+08:00"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Pricelist"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    searchPricelistItems: {
        parameters: {
            query: {
                /**
                 * @description The price list.
                 * @example 1
                 */
                pricelistId: components["schemas"]["Id"];
                /**
                 * @description Only items with this tag.
                 * @example 根茎类
                 */
                tag?: string;
                /**
                 * @description Only items in this review state (admins; others may ask only for `approved`).
                 * @example approved
                 */
                state?: components["schemas"]["PricelistItemState"];
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                pageno?: components["parameters"]["PageNo"];
                /**
                 * @description Items per page (default 10).
                 * @example 10
                 */
                pagesize?: components["parameters"]["PageSize10"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 2,
                     *           "name": "土豆",
                     *           "unit": "斤",
                     *           "price": 1.5,
                     *           "tags": [
                     *             "根茎类"
                     *           ],
                     *           "state": "approved",
                     *           "reviewedBy": {
                     *             "id": 1,
                     *             "nickname": "管理员"
                     *           },
                     *           "reviewedTime": "2026-03-01T08:30:00+08:00"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["PricelistItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getLatestPricelist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The newest price list up to today. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "date": "2026-03-01",
                     *         "title": "3月1日蔬菜价格",
                     *         "items": [
                     *           {
                     *             "id": 2,
                     *             "name": "土豆",
                     *             "unit": "斤",
                     *             "price": 1.5,
                     *             "tags": [
                     *               "根茎类"
                     *             ],
                     *             "state": "approved",
                     *             "reviewedBy": {
                     *               "id": 1,
                     *               "nickname": "管理员"
                     *             },
                     *             "reviewedTime": "2026-03-01T08:30:00+08:00"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Pricelist"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getPricelistTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Price list id.
                 * @example 1
                 */
                id: components["parameters"]["PricelistIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         "叶菜类",
                     *         "根茎类",
                     *         "茄果类"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getPricelistPriceDays: {
        parameters: {
            query: {
                /**
                 * @description A word of the item's name.
                 * @example 土豆
                 */
                name: string;
                /**
                 * @description The day that nearness is measured from.
                 * @example 2026-03-01
                 */
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prices, nearest day first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "pricelistId": 1,
                     *           "date": "2026-03-01",
                     *           "name": "土豆",
                     *           "unit": "斤",
                     *           "price": 1.5
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["PricelistDayPrice"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getPricelistsForReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lists with pending items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "date": "2026-03-01",
                     *           "title": "3月1日蔬菜价格",
                     *           "pending": 4
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["PricelistForReview"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    approvePricelistItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         1,
                 *         2
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PricelistReview"];
            };
        };
        responses: {
            /** @description The reviewed items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "name": "西红柿",
                     *           "unit": "斤",
                     *           "price": 3.5,
                     *           "tags": [
                     *             "茄果类"
                     *           ],
                     *           "state": "approved",
                     *           "reviewedBy": {
                     *             "id": 1,
                     *             "nickname": "管理员"
                     *           },
                     *           "reviewedTime": "2026-03-01T08:30:00+08:00"
                     *         },
                     *         {
                     *           "id": 2,
                     *           "name": "土豆",
                     *           "unit": "斤",
                     *           "price": 1.5,
                     *           "tags": [
                     *             "根茎类"
                     *           ],
                     *           "state": "approved",
                     *           "reviewedBy": {
                     *             "id": 1,
                     *             "nickname": "管理员"
                     *           },
                     *           "reviewedTime": "2026-03-01T08:30:00+08:00"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["PricelistItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    rejectPricelistItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         3
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PricelistReview"];
            };
        };
        responses: {
            /** @description The reviewed items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 3,
                     *           "name": "菠菜",
                     *           "unit": "斤",
                     *           "price": 48,
                     *           "tags": [
                     *             "叶菜类"
                     *           ],
                     *           "state": "rejected",
                     *           "reviewedBy": {
                     *             "id": 1,
                     *             "nickname": "管理员"
                     *           },
                     *           "reviewedTime": "2026-03-01T08:31:00+08:00"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["PricelistItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getReturnRegistrations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's registrations, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 2,
                     *           "name": "张三",
                     *           "createdTime": "2026-02-10T09:00:00+08:00"
                     *         },
                     *         {
                     *           "id": 1,
                     *           "name": "李四",
                     *           "createdTime": "2026-01-28T15:20:00+08:00"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ReturnRegistrationSummary"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveReturnRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "community": "东胜区幸福社区",
                 *       "homeAddress": "幸福小区3号楼2单元401",
                 *       "name": "张三",
                 *       "sex": "male",
                 *       "mobile": "13800138000",
                 *       "idNo": "11010519491231002X",
                 *       "jobType": "express",
                 *       "city": "北京市",
                 *       "address": "北京市朝阳区建国路1号",
                 *       "train": "K89 次 5 车 12 号",
                 *       "backDate": "2026-02-08",
                 *       "returnDate": "2026-02-20",
                 *       "healthCode": "y",
                 *       "healthState": "y",
                 *       "temp": 36.5,
                 *       "tested": "y",
                 *       "lastTestDate": "2026-02-07"
                 *     }
                 */
                "application/json": components["schemas"]["ReturnRegistrationInput"];
            };
        };
        responses: {
            /** @description The registration was stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 3,
                     *         "name": "张三",
                     *         "createdTime": "2026-02-10T09:00:00+08:00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ReturnRegistrationSummary"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The form has errors; `message` has one message per failing field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 422,
                     *       "message": {
                     *         "idNo": "Invalid identity number",
                     *         "trafficType": "Choose at least one means of transport",
                     *         "lastTestDate": "Last test date required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReturnRegistrationFailure"];
                };
            };
        };
    };
    createReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "targetType": "item",
                 *       "targetId": 1,
                 *       "rating": 5,
                 *       "content": "很甜，包装完好，下次还买。",
                 *       "pics": [
                 *         "/uploads/citylife/review/1/0123456789abcdef0123456789abcdef.jpg"
                 *       ]
                 *     }
                 */
                "application/json": {
                    targetType: components["schemas"]["ReviewTargetType"];
                    targetId: components["schemas"]["Id"];
                    /** @description Stars, 1 to 5. */
                    rating: number;
                    /**
                     * @description Review text; may be empty.
                     * @default
                     */
                    content?: string;
                    /**
                     * @description Picture URLs, in display order.
                     * @default []
                     */
                    pics?: components["schemas"]["PictureUrl"][];
                };
            };
        };
        responses: {
            /** @description The published review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "targetType": "item",
                     *         "targetId": 1,
                     *         "rating": 5,
                     *         "content": "很甜，包装完好，下次还买。",
                     *         "pics": [
                     *           "https://cdn.citylife.example/review/1/1.jpg"
                     *         ],
                     *         "createdTime": "2026-01-21T10:15:00+08:00",
                     *         "user": {
                     *           "id": 1,
                     *           "nickname": "Demo",
                     *           "avatar": "https://cdn.citylife.example/avatar/1.jpg"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Review"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getMyReviewStanding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Target type.
                 * @example item
                 */
                a: components["schemas"]["ReviewTargetType"];
                /**
                 * @description Target id.
                 * @example 1
                 */
                b: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's standing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "bought": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ReviewStanding"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getReviewsByTarget: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                pageno?: components["parameters"]["PageNo"];
                /**
                 * @description Items per page (default 10).
                 * @example 10
                 */
                pagesize?: components["parameters"]["PageSize10"];
            };
            header?: never;
            path: {
                /**
                 * @description Target type.
                 * @example item
                 */
                a: components["schemas"]["ReviewTargetType"];
                /**
                 * @description Target id.
                 * @example 1
                 */
                b: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of reviews. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "objects": [
                     *           {
                     *             "id": 1,
                     *             "targetType": "item",
                     *             "targetId": 1,
                     *             "rating": 5,
                     *             "content": "很甜，包装完好，下次还买。",
                     *             "pics": [],
                     *             "createdTime": "2026-01-21T10:15:00+08:00",
                     *             "user": {
                     *               "id": 1,
                     *               "nickname": "Demo",
                     *               "avatar": "https://cdn.citylife.example/avatar/1.jpg"
                     *             }
                     *           }
                     *         ],
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ReviewPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getReviewSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Target type.
                 * @example item
                 */
                a: components["schemas"]["ReviewTargetType"];
                /**
                 * @description Target id.
                 * @example 1
                 */
                b: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rating summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "count": 4,
                     *         "average": 4.5,
                     *         "distribution": {
                     *           "1": 0,
                     *           "2": 0,
                     *           "3": 0,
                     *           "4": 2,
                     *           "5": 2
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ReviewSummary"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    diyCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "shopId": 1,
                 *       "amount": 88,
                 *       "memo": "2 号桌"
                 *     }
                 */
                "application/json": {
                    shopId: components["schemas"]["Id"];
                    /** @description Amount to pay, from 0.01 to 50000.00 yuan. */
                    amount: number & components["schemas"]["Money"];
                    /**
                     * @description Note for the shop; may be empty.
                     * @default
                     */
                    memo?: string;
                };
            };
        };
        responses: {
            /** @description The order to pay. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "order_sn": "202601211015000002"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["CheckoutResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getShopDeliveryFee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Shop id.
                 * @example 1
                 */
                x: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shop's delivery fee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "deliveryFee": 8,
                     *         "freeThreshold": 99
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["DeliveryFee"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getShopById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Shop id.
                 * @example 1
                 */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shop. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "name": "城市生活康巴什店",
                     *         "address": "内蒙古自治区鄂尔多斯市康巴什区康巴什大街 1 号",
                     *         "phone": "0477-8581234",
                     *         "openingHours": [
                     *           {
                     *             "weekdays": [
                     *               1,
                     *               2,
                     *               3,
                     *               4,
                     *               5
                     *             ],
                     *             "open": "09:30",
                     *             "close": "20:00"
                     *           },
                     *           {
                     *             "weekdays": [
                     *               6,
                     *               7
                     *             ],
                     *             "open": "08:30",
                     *             "close": "21:00"
                     *           }
                     *         ],
                     *         "latitude": 39.812556,
                     *         "longitude": 108.628734,
                     *         "banner": "https://cdn.citylife.example/shop/1/banner.jpg"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Shop"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    searchShops: {
        parameters: {
            query?: {
                /**
                 * @description Text contained in the shop's name or address.
                 * @example 康巴什
                 */
                keyword?: string;
                /**
                 * @description Latitude of the caller, to sort nearest first (with `lng`).
                 * @example 39.81
                 */
                lat?: number;
                /**
                 * @description Longitude of the caller, to sort nearest first (with `lat`).
                 * @example 108.62
                 */
                lng?: number;
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                pageno?: components["parameters"]["PageNo"];
                /**
                 * @description Items per page (default 10).
                 * @example 10
                 */
                pagesize?: components["parameters"]["PageSize10"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of shops. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "objects": [
                     *           {
                     *             "id": 1,
                     *             "name": "城市生活康巴什店",
                     *             "address": "内蒙古自治区鄂尔多斯市康巴什区康巴什大街 1 号",
                     *             "phone": "0477-8581234",
                     *             "openingHours": [
                     *               {
                     *                 "weekdays": [
                     *                   1,
                     *                   2,
                     *                   3,
                     *                   4,
                     *                   5
                     *                 ],
                     *                 "open": "09:30",
                     *                 "close": "20:00"
                     *               },
                     *               {
                     *                 "weekdays": [
                     *                   6,
                     *                   7
                     *                 ],
                     *                 "open": "08:30",
                     *                 "close": "21:00"
                     *               }
                     *             ],
                     *             "latitude": 39.812556,
                     *             "longitude": 108.628734,
                     *             "banner": "https://cdn.citylife.example/shop/1/banner.jpg"
                     *           }
                     *         ],
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ShopPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deployed version. */
            200: {
                headers: {
                    /** @description Always `no-cache`. */
                    "Cache-Control"?: "no-cache";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "version": "0.1.163",
                     *       "buildTime": "2026-03-01T08:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["BuildVersion"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getPlacesByLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Latitude in decimal degrees, -90 to 90, at most 10 characters.
                 * @example 39.812556
                 */
                lat: components["parameters"]["LatitudePath"];
                /**
                 * @description Longitude in decimal degrees, -180 to 180, at most 10 characters.
                 * @example 108.628734
                 */
                lng: components["parameters"]["LongitudePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The nearby places, nearest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "name": "游客中心",
                     *           "description": "售票、咨询和行李寄存。",
                     *           "longitude": 108.6291,
                     *           "latitude": 39.8129,
                     *           "banner": "/static/tour/place-1.jpg",
                     *           "distance": 52
                     *         },
                     *         {
                     *           "id": 2,
                     *           "name": "观景台",
                     *           "description": "俯瞰整个景区的最佳位置。",
                     *           "longitude": 108.6352,
                     *           "latitude": 39.8201,
                     *           "banner": "/static/tour/place-2.jpg",
                     *           "distance": 1001
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["NearbyPlace"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getWalkingDirection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Start point, `lat,lng` (the current position; with debugging on, a fixed fake start).
                 * @example 39.812556,108.628734
                 */
                fromLatLng: components["schemas"]["LatLng"];
                /**
                 * @description Destination, `lat,lng` (the chosen attraction's `latlng`).
                 * @example 39.814396,108.628184
                 */
                toLatLng: components["schemas"]["LatLng"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The walking routes, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "routes": [
                     *           {
                     *             "polyline": [
                     *               39.812556,
                     *               108.628734,
                     *               1200,
                     *               -850,
                     *               640,
                     *               300
                     *             ],
                     *             "distance": 245,
                     *             "duration": 196
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Direction"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["Unprocessable"];
        };
    };
    addAttraction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "latlng": "39.812556,108.628734",
                 *       "name": "新开冷饮店",
                 *       "type": "store",
                 *       "pics": [
                 *         "/uploads/attraction/1/shop.jpg"
                 *       ],
                 *       "translations": {
                 *         "en": {
                 *           "name": "New cold drinks shop"
                 *         },
                 *         "mn": {
                 *           "name": "Шинэ хүйтэн ундааны дэлгүүр"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    latlng: components["schemas"]["LatLng"];
                    name: string;
                    type: components["schemas"]["AttractionType"];
                    /** @description Uploaded picture URLs (`cdn` + `url`), 0 to 9. */
                    pics: components["schemas"]["PictureUrl"][];
                    /** @description The `name` in English and Mongolian. */
                    translations?: components["schemas"]["Translations"];
                };
            };
        };
        responses: {
            /** @description The new attraction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 46,
                     *         "name": "新开冷饮店",
                     *         "type": "store",
                     *         "icon": "/static/tour/icons/store.png",
                     *         "img": "/uploads/attraction/1/shop.jpg",
                     *         "latlng": "39.812556,108.628734",
                     *         "tags": [],
                     *         "description": "",
                     *         "pics": [
                     *           "/uploads/attraction/1/shop.jpg"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["AttractionDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMapTile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Zoom level, 12 to 18.
                 * @example 16
                 */
                z: number;
                /**
                 * @description Tile column, 0 to 2^z − 1.
                 * @example 52543
                 */
                x: number;
                /**
                 * @description Tile row from the top, 0 to 2^z − 1.
                 * @example 24855
                 */
                y: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tile image. */
            200: {
                headers: {
                    /** @description `public, max-age=86400`. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getTourCities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "name": "鄂尔多斯",
                     *           "description": "草原、沙漠与黄河交汇的城市。",
                     *           "banner": "/static/tour/city-1.jpg"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["TourCity"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getTourCity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description City id.
                 * @example 1
                 */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The city. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "name": "鄂尔多斯",
                     *         "description": "草原、沙漠与黄河交汇的城市。",
                     *         "banner": "/static/tour/city-1.jpg",
                     *         "sites": [
                     *           {
                     *             "id": 1,
                     *             "name": "草原文化景区",
                     *             "banner": "/static/tour/site-1.jpg"
                     *           }
                     *         ],
                     *         "routes": [
                     *           {
                     *             "id": 1,
                     *             "name": "半日经典游",
                     *             "banner": "/static/tour/route-1.jpg",
                     *             "distance": 3200,
                     *             "duration": 240
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["TourCityDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getTourSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Site id.
                 * @example 1
                 */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "cityId": 1,
                     *         "name": "草原文化景区",
                     *         "description": "蒙古族民俗、演出和草原骑行。",
                     *         "banner": "/static/tour/site-1.jpg",
                     *         "pics": [
                     *           "/static/tour/site-1-a.jpg"
                     *         ],
                     *         "latitude": 39.812556,
                     *         "longitude": 108.628734,
                     *         "address": "内蒙古自治区鄂尔多斯市",
                     *         "openHours": "周一至周五 9:30-20:00，周六日 8:30-21:00",
                     *         "places": [
                     *           {
                     *             "id": 1,
                     *             "name": "游客中心",
                     *             "description": "售票、咨询和行李寄存。",
                     *             "longitude": 108.6291,
                     *             "latitude": 39.8129,
                     *             "banner": "/static/tour/place-1.jpg"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["TourSite"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getTourRoute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Route id.
                 * @example 1
                 */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The route. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "cityId": 1,
                     *         "name": "半日经典游",
                     *         "description": "从游客中心出发，经观景台返回。",
                     *         "banner": "/static/tour/route-1.jpg",
                     *         "distance": 3200,
                     *         "duration": 240,
                     *         "stops": [
                     *           {
                     *             "seq": 1,
                     *             "place": {
                     *               "id": 1,
                     *               "name": "游客中心",
                     *               "description": "售票、咨询和行李寄存。",
                     *               "longitude": 108.6291,
                     *               "latitude": 39.8129,
                     *               "banner": "/static/tour/place-1.jpg"
                     *             },
                     *             "stayMinutes": 20
                     *           },
                     *           {
                     *             "seq": 2,
                     *             "place": {
                     *               "id": 2,
                     *               "name": "观景台",
                     *               "description": "俯瞰整个景区的最佳位置。",
                     *               "longitude": 108.6352,
                     *               "latitude": 39.8201,
                     *               "banner": "/static/tour/place-2.jpg"
                     *             },
                     *             "stayMinutes": 40,
                     *             "note": "日落前一小时光线最好。"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["TourRoute"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getPlace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Place id.
                 * @example 1
                 */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The place. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "name": "游客中心",
                     *         "description": "售票、咨询和行李寄存。",
                     *         "longitude": 108.6291,
                     *         "latitude": 39.8129,
                     *         "banner": "/static/tour/place-1.jpg"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Place"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getAttractions: {
        parameters: {
            query?: {
                /**
                 * @description Attraction types to keep (any of them).
                 * @example [
                 *       "play"
                 *     ]
                 */
                type?: components["schemas"]["AttractionType"][];
                /**
                 * @description Ticket-package tags to keep (any of them).
                 * @example [
                 *       "ticketC"
                 *     ]
                 */
                tag?: components["schemas"]["AttractionTag"][];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attractions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "name": "草原骑马",
                     *           "type": "play",
                     *           "icon": "/static/tour/icons/play.png",
                     *           "img": "/static/tour/attraction-1.jpg",
                     *           "latlng": "39.815102,108.622537",
                     *           "tags": [
                     *             "ticketC",
                     *             "ticketD"
                     *           ]
                     *         },
                     *         {
                     *           "id": 2,
                     *           "name": "马背实景演出",
                     *           "type": "show",
                     *           "icon": "/static/tour/icons/show.png",
                     *           "img": "/static/tour/attraction-2.jpg",
                     *           "latlng": "39.818834,108.631905",
                     *           "tags": [
                     *             "ticketB",
                     *             "ticketD"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Attraction"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getAttraction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Attraction id.
                 * @example 1
                 */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attraction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "name": "草原骑马",
                     *         "type": "play",
                     *         "icon": "/static/tour/icons/play.png",
                     *         "img": "/static/tour/attraction-1.jpg",
                     *         "latlng": "39.815102,108.622537",
                     *         "tags": [
                     *           "ticketC",
                     *           "ticketD"
                     *         ],
                     *         "description": "专业马师陪同，约30分钟。",
                     *         "pics": [
                     *           "/static/tour/attraction-1.jpg",
                     *           "/static/tour/attraction-1-b.jpg"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["AttractionDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getMapStyle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Map style.
                 * @example style1
                 */
                style: "style1" | "style2" | "style3";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The style document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "version": 8,
                     *       "name": "style1",
                     *       "glyphs": "/map/fonts/{fontstack}/{range}.pbf",
                     *       "center": [
                     *         108.628734,
                     *         39.812556
                     *       ],
                     *       "zoom": 16,
                     *       "sources": {
                     *         "base": {
                     *           "type": "vector",
                     *           "tiles": [
                     *             "/map/tiles/{z}/{x}/{y}.pbf"
                     *           ],
                     *           "minzoom": 0,
                     *           "maxzoom": 14
                     *         }
                     *       },
                     *       "layers": [
                     *         {
                     *           "id": "background",
                     *           "type": "background",
                     *           "paint": {
                     *             "background-color": "#f2efe9"
                     *           }
                     *         },
                     *         {
                     *           "id": "roads",
                     *           "type": "line",
                     *           "source": "base",
                     *           "source-layer": "transportation",
                     *           "paint": {
                     *             "line-color": "#ffffff"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["MapStyle"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getVectorTile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Zoom level, 0 to 14.
                 * @example 14
                 */
                z: number;
                /**
                 * @description Tile column, 0 to 2^z − 1.
                 * @example 13135
                 */
                x: number;
                /**
                 * @description Tile row from the top, 0 to 2^z − 1.
                 * @example 6213
                 */
                y: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vector tile (possibly sent with `Content-Encoding: gzip`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.mapbox-vector-tile": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getWeatherNow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Latitude in decimal degrees, -90 to 90, at most 10 characters.
                 * @example 39.812556
                 */
                lat: components["parameters"]["LatitudePath"];
                /**
                 * @description Longitude in decimal degrees, -180 to 180, at most 10 characters.
                 * @example 108.628734
                 */
                lng: components["parameters"]["LongitudePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current weather. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "temperature": 12.5,
                     *         "condition": "partlyCloudy",
                     *         "icon": "/static/weather/partly-cloudy.svg",
                     *         "updatedTime": "2026-03-01T10:00:00+08:00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Weather"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    locateByIp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The approximate position. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "latitude": 39.608266,
                     *         "longitude": 109.781327,
                     *         "accuracy": 20000,
                     *         "city": "鄂尔多斯市"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["IpLocation"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    reverseGeocode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Latitude in decimal degrees, -90 to 90, at most 10 characters.
                 * @example 39.812556
                 */
                lat: components["parameters"]["LatitudePath"];
                /**
                 * @description Longitude in decimal degrees, -180 to 180, at most 10 characters.
                 * @example 108.628734
                 */
                lng: components["parameters"]["LongitudePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "address": "内蒙古自治区鄂尔多斯市杭锦旗",
                     *         "province": "内蒙古自治区",
                     *         "city": "鄂尔多斯市",
                     *         "district": "杭锦旗"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["ReverseGeocode"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "contact": "张三",
                     *           "phone": "13800138000",
                     *           "province": "内蒙古自治区",
                     *           "city": "鄂尔多斯市",
                     *           "district": "康巴什区",
                     *           "detail": "康巴什大街 1 号 3 单元 502",
                     *           "zip": "017010",
                     *           "default": true
                     *         },
                     *         {
                     *           "id": 2,
                     *           "contact": "李四",
                     *           "phone": "0477-8581234",
                     *           "province": "内蒙古自治区",
                     *           "city": "鄂尔多斯市",
                     *           "district": "东胜区",
                     *           "detail": "鄂尔多斯西街 28 号",
                     *           "zip": "",
                     *           "default": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Address"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        responses: {
            /** @description The saved address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "contact": "张三",
                     *         "phone": "13800138000",
                     *         "province": "内蒙古自治区",
                     *         "city": "鄂尔多斯市",
                     *         "district": "康巴什区",
                     *         "detail": "康巴什大街 1 号 3 单元 502",
                     *         "zip": "017010",
                     *         "default": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Address"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    removeAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Address id.
                 * @example 2
                 */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's remaining addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "contact": "张三",
                     *           "phone": "13800138000",
                     *           "province": "内蒙古自治区",
                     *           "city": "鄂尔多斯市",
                     *           "district": "康巴什区",
                     *           "detail": "康巴什大街 1 号 3 单元 502",
                     *           "zip": "017010",
                     *           "default": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Address"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setDefaultAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Address id.
                 * @example 1
                 */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's addresses, the new default first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "contact": "张三",
                     *           "phone": "13800138000",
                     *           "province": "内蒙古自治区",
                     *           "city": "鄂尔多斯市",
                     *           "district": "康巴什区",
                     *           "detail": "康巴什大街 1 号 3 单元 502",
                     *           "zip": "017010",
                     *           "default": true
                     *         },
                     *         {
                     *           "id": 2,
                     *           "contact": "李四",
                     *           "phone": "0477-8581234",
                     *           "province": "内蒙古自治区",
                     *           "city": "鄂尔多斯市",
                     *           "district": "东胜区",
                     *           "detail": "鄂尔多斯西街 28 号",
                     *           "zip": "",
                     *           "default": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Address"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDefaultAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The default address, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Address"] | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "avatar": "/uploads/citylife/avatar/1/0123456789abcdef0123456789abcdef.jpg",
                 *       "name": "张三",
                 *       "sex": "male",
                 *       "province": "内蒙古自治区",
                 *       "city": "鄂尔多斯市",
                 *       "district": "康巴什区",
                 *       "birthDate": "1990-05-20",
                 *       "occupation": "教师"
                 *     }
                 */
                "application/json": components["schemas"]["Profile"];
            };
        };
        responses: {
            /** @description The saved profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "avatar": "/uploads/citylife/avatar/1/0123456789abcdef0123456789abcdef.jpg",
                     *         "name": "张三",
                     *         "sex": "male",
                     *         "province": "内蒙古自治区",
                     *         "city": "鄂尔多斯市",
                     *         "district": "康巴什区",
                     *         "birthDate": "1990-05-20",
                     *         "occupation": "教师"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Profile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Profile"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    modifyPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "oldpassword": "0ead2060b65992dca4769af601a1b3a35ef38cfad2c2c465bb160ea764157c5d",
                 *       "newpassword": "1660382def1e8814b7d54af9a621432e74baafa07427070adf615559e05241a0",
                 *       "passwordconfirm": "1660382def1e8814b7d54af9a621432e74baafa07427070adf615559e05241a0"
                 *     }
                 */
                "application/json": {
                    oldpassword: components["schemas"]["PasswordHash"];
                    newpassword: components["schemas"]["PasswordHash"];
                    passwordconfirm: components["schemas"]["PasswordHash"];
                };
            };
        };
        responses: {
            /** @description The password was changed; every token of the user is revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": null
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mobile": "13600136000",
                 *       "passcode": "524816",
                 *       "password": "0ead2060b65992dca4769af601a1b3a35ef38cfad2c2c465bb160ea764157c5d",
                 *       "nickname": "小王",
                 *       "captchainput": "417:21c619765e04aae6b795e21918426332b7e95ae7c1313f2d1ba49cbcc7cc8bf9",
                 *       "sessionId": "c0a8e1f2-4b3d-4e5f-9a7b-1c2d3e4f5a6b"
                 *     }
                 */
                "application/json": {
                    mobile: components["schemas"]["MobileNumber"];
                    passcode: components["schemas"]["Passcode"];
                    password: components["schemas"]["PasswordHash"];
                    /** @description Shown name; no leading or trailing white space. */
                    nickname: string;
                    captchainput: components["schemas"]["CaptchaAnswer"];
                    sessionId: components["schemas"]["TrackId"];
                };
            };
        };
        responses: {
            /** @description Registered and signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "token": "bmV3LXVzZXItdG9rZW4tMDAwMDAwMDAwMDAwMDAwMDA3",
                     *         "expiresAt": "2026-01-28T09:30:00+08:00",
                     *         "user": {
                     *           "id": 7,
                     *           "avatar": "",
                     *           "nickname": "小王",
                     *           "roles": []
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["SignInResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUserInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's user info. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "avatar": "https://cdn.citylife.example/avatar/1.jpg",
                     *         "nickname": "Demo",
                     *         "roles": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["UserInfo"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    searchVouchers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                a: number;
                /**
                 * @description Vouchers per page (the app uses 10).
                 * @example 10
                 */
                b: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of vouchers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "objects": [
                     *           {
                     *             "id": 1,
                     *             "name": "满 50 减 5",
                     *             "amount": 5,
                     *             "threshold": 50,
                     *             "perUserQuantity": 1,
                     *             "perCycleQuantity": 1,
                     *             "effectiveDays": 30,
                     *             "applyTime": "2026-01-10T08:00:00+08:00",
                     *             "shops": [],
                     *             "orders": [
                     *               "ShoppingCartOrder"
                     *             ],
                     *             "status": "usable",
                     *             "expiresAt": "2026-02-09T08:00:00+08:00"
                     *           },
                     *           {
                     *             "id": 2,
                     *             "name": "新人券",
                     *             "amount": 10,
                     *             "threshold": 0,
                     *             "perUserQuantity": 1,
                     *             "perCycleQuantity": 0,
                     *             "effectiveDays": 7,
                     *             "applyTime": "2025-12-01T08:00:00+08:00",
                     *             "shops": [
                     *               {
                     *                 "id": 1,
                     *                 "name": "城市生活康巴什店"
                     *               }
                     *             ],
                     *             "orders": [],
                     *             "status": "expired",
                     *             "expiresAt": "2025-12-08T08:00:00+08:00"
                     *           }
                     *         ],
                     *         "total": 2
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["VoucherPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getVouchersByStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Voucher status.
                 * @example usable
                 */
                status: components["schemas"]["VoucherStatus"];
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                pageno: number;
                /**
                 * @description Vouchers per page (the app uses 10).
                 * @example 10
                 */
                pagesize: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of vouchers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "objects": [
                     *           {
                     *             "id": 1,
                     *             "name": "满 50 减 5",
                     *             "amount": 5,
                     *             "threshold": 50,
                     *             "perUserQuantity": 1,
                     *             "perCycleQuantity": 1,
                     *             "effectiveDays": 30,
                     *             "applyTime": "2026-01-10T08:00:00+08:00",
                     *             "shops": [],
                     *             "orders": [
                     *               "ShoppingCartOrder"
                     *             ],
                     *             "status": "usable",
                     *             "expiresAt": "2026-02-09T08:00:00+08:00"
                     *           }
                     *         ],
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["VoucherPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getVoucherById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Voucher id.
                 * @example 1
                 */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The voucher. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "data": {
                     *         "id": 1,
                     *         "name": "满 50 减 5",
                     *         "amount": 5,
                     *         "threshold": 50,
                     *         "perUserQuantity": 1,
                     *         "perCycleQuantity": 1,
                     *         "effectiveDays": 30,
                     *         "applyTime": "2026-01-10T08:00:00+08:00",
                     *         "shops": [],
                     *         "orders": [
                     *           "ShoppingCartOrder"
                     *         ],
                     *         "status": "usable",
                     *         "expiresAt": "2026-02-09T08:00:00+08:00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        code: components["schemas"]["OkCode"];
                        data: components["schemas"]["Voucher"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
}
