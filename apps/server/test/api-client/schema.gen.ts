// Generated from the API document by openapi.test.ts on each run (not committed): do not edit.
export interface paths {
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process answers
         * @description Liveness: the process answers. Anyone may call it.
         */
        get: operations["healthLiveRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: 503 when the database does not answer, `degraded` when Redis or the bucket does not
         * @description Readiness: 503 when the database does not answer, `degraded` when Redis or the bucket does not. Anyone may call it.
         */
        get: operations["healthReadyRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/common/hero/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hero content of the home page
         * @description Hero content of the home page. Anyone may call it.
         */
        get: operations["commonHeroRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/catalog/finance-hero/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hero content of the finance page
         * @description Hero content of the finance page. Anyone may call it.
         */
        get: operations["catalogFinanceHeroRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/realty-hero/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hero content of the realty page
         * @description Hero content of the realty page. Anyone may call it.
         */
        get: operations["realtyRealtyHeroRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/buysell-hero/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hero content of the buysell page
         * @description Hero content of the buysell page. Anyone may call it.
         */
        get: operations["realtyBuysellHeroRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/rent-hero/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hero content of the rent page
         * @description Hero content of the rent page. Anyone may call it.
         */
        get: operations["realtyRentHeroRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/construction-hero/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hero content of the construction page
         * @description Hero content of the construction page. Anyone may call it.
         */
        get: operations["realtyConstructionHeroRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/completed-projects-hero/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hero content of the completed_projects page
         * @description Hero content of the completed_projects page. Anyone may call it.
         */
        get: operations["realtyCompletedProjectsHeroRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/register/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a client or provider account (no tokens: sign in next)
         * @description Create a client or provider account (no tokens: sign in next). Anyone may call it.
         */
        post: operations["authRegisterCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in: access and refresh tokens plus the user; also sets the refresh cookie
         * @description Sign in: access and refresh tokens plus the user; also sets the refresh cookie. Anyone may call it.
         */
        post: operations["authLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/refresh/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a refresh token (body `refresh`, or the cookie) into a new pair. The new refresh token is always set as the cookie, and returned in the body only when the old one came in the body (cookie-only clients get `access` alone, out of reach of scripts)
         * @description Rotate a refresh token (body `refresh`, or the cookie) into a new pair. The new refresh token is always set as the cookie, and returned in the body only when the old one came in the body (cookie-only clients get `access` alone, out of reach of scripts). Takes the refresh cookie or the token in the body.
         */
        post: operations["authRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password-reset/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forgot password: e-mails a reset link (valid 45 minutes, once) when the address has an account; the answer is the same either way
         * @description Forgot password: e-mails a reset link (valid 45 minutes, once) when the address has an account; the answer is the same either way. Anyone may call it.
         */
        post: operations["authPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password-reset/confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the token from the reset e-mail; every session of the account ends
         * @description Set a new password with the token from the reset e-mail; every session of the account ends. Anyone may call it.
         */
        post: operations["authPasswordResetConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/verify-email/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an e-mail address with the token from the verification e-mail (no sign-in needed)
         * @description Confirm an e-mail address with the token from the verification e-mail (no sign-in needed). Anyone may call it.
         */
        post: operations["authVerifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/verify-email/resend/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the signed-in user’s verification e-mail again (nothing when already verified)
         * @description Send the signed-in user’s verification e-mail again (nothing when already verified). Needs a signed-in user (bearer token).
         */
        post: operations["authVerifyEmailResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password/change/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user’s password (the current one required). Every session ends; the answer is a new one (tokens, user, refresh cookie)
         * @description Change the signed-in user’s password (the current one required). Every session ends; the answer is a new one (tokens, user, refresh cookie). Needs a signed-in user (bearer token).
         */
        post: operations["authPasswordChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/email/change/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the signed-in user’s account to another e-mail address (the current password required); a verification link goes there, the old address is told, every session ends and the answer is a new one (tokens, user, refresh cookie)
         * @description Move the signed-in user’s account to another e-mail address (the current password required); a verification link goes there, the old address is told, every session ends and the answer is a new one (tokens, user, refresh cookie). Needs a signed-in user (bearer token).
         */
        post: operations["authEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke the session of a refresh token (body `refresh`, or the cookie) and clear the cookie
         * @description Revoke the session of a refresh token (body `refresh`, or the cookie) and clear the cookie. Takes the refresh cookie or the token in the body.
         */
        post: operations["authLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description The signed-in user. Needs a signed-in user (bearer token).
         */
        get: operations["usersMeRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the signed-in user’s name or phone (other fields are ignored)
         * @description Change the signed-in user’s name or phone (other fields are ignored). Needs a signed-in user (bearer token).
         */
        patch: operations["usersMePartialUpdate"];
        trace?: never;
    };
    "/api/v1/realty/properties/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active listings, filtered, searched (best match first), ordered and paged: numbered pages for the first rows, `next`/`previous` cursor links for any depth; `count` stops at 1000 (`count_capped`). Status is ignored: only active listings are public.
         * @description Active listings, filtered, searched (best match first), ordered and paged: numbered pages for the first rows, `next`/`previous` cursor links for any depth; `count` stops at 1000 (`count_capped`). Status is ignored: only active listings are public. Anyone may call it.
         */
        get: operations["realtyPropertiesList"];
        put?: never;
        /**
         * Submit a listing (always pending review, in USD)
         * @description The fields of the listing with its photos and video; it waits for review (decision 046 for `photo_order`). Needs a signed-in user (bearer token).
         */
        post: operations["realtyPropertiesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/properties/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A listing's page: active listings for anyone, others for their owner and staff only
         * @description A listing's page: active listings for anyone, others for their owner and staff only. Anyone may call it.
         */
        get: operations["realtyPropertiesRetrieve"];
        put?: never;
        post?: never;
        /**
         * Delete a listing and its photos and video (owner or staff)
         * @description Delete a listing and its photos and video (owner or staff). Needs a signed-in user (bearer token).
         */
        delete: operations["realtyPropertiesDestroy"];
        options?: never;
        head?: never;
        /**
         * Edit a listing (owner or staff); an owner's edit of a live or refused listing sends it back to review
         * @description Any of the listing's fields, new photos, removals and a new photo order; a new order of a live listing applies at once (decision 046). Needs a signed-in user (bearer token).
         */
        patch: operations["realtyPropertiesPartialUpdate"];
        trace?: never;
    };
    "/api/v1/realty/properties/{id}/status/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an active listing sold (for sale) or rented (for rent); it leaves the public lists
         * @description Mark an active listing sold (for sale) or rented (for rent); it leaves the public lists. Needs a signed-in user (bearer token).
         */
        post: operations["realtyPropertiesStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/properties/my_properties/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's listings in every status, with counts over all of them for the dashboard
         * @description The signed-in user's listings in every status, with counts over all of them for the dashboard. Needs a signed-in user (bearer token).
         */
        get: operations["realtyPropertiesMyPropertiesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/properties/map/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The map view's pins: active listings with a pin matching the list's filters (bbox: west,south,east,north), newest first, at most 1000
         * @description The map view's pins: active listings with a pin matching the list's filters (bbox: west,south,east,north), newest first, at most 1000. Anyone may call it.
         */
        get: operations["realtyPropertiesMapRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/properties/{id}/views/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count a visit to a listing's page (once per visitor per day; the owner's never count). For pages rendered on the server, whose own request counts nothing.
         * @description Count a visit to a listing's page (once per visitor per day; the owner's never count). For pages rendered on the server, whose own request counts nothing. Anyone may call it.
         */
        post: operations["realtyPropertiesViews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/owners/{id}/properties/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An owner's public page: their name and provider type, and their active listings newest first (paged like the catalogue); 404 unless they have one
         * @description An owner's public page: their name and provider type, and their active listings newest first (paged like the catalogue); 404 unless they have one. Anyone may call it.
         */
        get: operations["realtyOwnersPropertiesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/properties/{id}/similar/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Up to six active listings like this one (same purpose; same city or type first, then closest price)
         * @description Up to six active listings like this one (same purpose; same city or type first, then closest price). Anyone may call it.
         */
        get: operations["realtyPropertiesSimilarList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/countries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Countries
         * @description Countries. Anyone may call it.
         */
        get: operations["realtyCountriesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/cities/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cities in their curated order, grouped by governorate; ?country_fk= narrows to one country
         * @description Cities in their curated order, grouped by governorate; ?country_fk= narrows to one country. Anyone may call it.
         */
        get: operations["realtyCitiesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/properties/{id}/inquiries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A listing's inquiries, newest first (its owner and staff only)
         * @description A listing's inquiries, newest first (its owner and staff only). Needs a signed-in user (bearer token).
         */
        get: operations["realtyPropertiesInquiriesList"];
        put?: never;
        /**
         * Send a message or a visit request to an active listing's owner
         * @description Send a message or a visit request to an active listing's owner. Anyone may call it.
         */
        post: operations["realtyPropertiesInquiriesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/inquiries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Inbox: inquiries and visit requests about the signed-in user's listings, unread first
         * @description Inbox: inquiries and visit requests about the signed-in user's listings, unread first. Needs a signed-in user (bearer token).
         */
        get: operations["realtyInquiriesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/inquiries/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark an inquiry about one of your listings read or unread
         * @description Mark an inquiry about one of your listings read or unread. Needs a signed-in user (bearer token).
         */
        patch: operations["realtyInquiriesPartialUpdate"];
        trace?: never;
    };
    "/api/v1/realty/properties/{id}/leads/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count a press of Call or WhatsApp on an active listing's page (its owner shows a phone) for the owner's statistics; the owner's own presses are not counted
         * @description Count a press of Call or WhatsApp on an active listing's page (its owner shows a phone) for the owner's statistics; the owner's own presses are not counted. Anyone may call it.
         */
        post: operations["realtyPropertiesLeads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/properties/{id}/reports/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report an active listing to staff: a reason from the list and, optionally (required for other), what is wrong
         * @description Report an active listing to staff: a reason from the list and, optionally (required for other), what is wrong. Anyone may call it.
         */
        post: operations["realtyPropertiesReportsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/favorites/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's saved listings (active ones), most recently saved first
         * @description The signed-in user's saved listings (active ones), most recently saved first. Needs a signed-in user (bearer token).
         */
        get: operations["realtyFavoritesList"];
        put?: never;
        /**
         * Save an active listing (201 when newly saved, 200 when it already was)
         * @description Save an active listing (201 when newly saved, 200 when it already was). Needs a signed-in user (bearer token).
         */
        post: operations["realtyFavoritesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/favorites/{property_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unsave a listing (204 whether or not it was saved)
         * @description Unsave a listing (204 whether or not it was saved). Needs a signed-in user (bearer token).
         */
        delete: operations["realtyFavoritesDestroy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/catalog/offerings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finance offerings in their display order (`is_active=true`: only those offered now)
         * @description Finance offerings in their display order (`is_active=true`: only those offered now). Anyone may call it.
         */
        get: operations["catalogOfferingsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/completed-projects/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Completed projects, newest completion first
         * @description Completed projects, newest completion first. Anyone may call it.
         */
        get: operations["realtyCompletedProjectsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/completed-projects/featured/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Featured completed projects, newest first
         * @description Featured completed projects, newest first. Anyone may call it.
         */
        get: operations["realtyCompletedProjectsFeaturedList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/completed-projects/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A completed project's page with its photos and videos (a visit counts once per visitor per day); `features` is the key features in the request's language
         * @description A completed project's page with its photos and videos (a visit counts once per visitor per day); `features` is the key features in the request's language. Anyone may call it.
         */
        get: operations["realtyCompletedProjectsRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/realty/completed-projects/{id}/views/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count a visit to a project's page (once per visitor per day), for pages rendered on the server
         * @description Count a visit to a project's page (once per visitor per day), for pages rendered on the server. Anyone may call it.
         */
        post: operations["realtyCompletedProjectsViews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/common/contact-messages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A message from the contact page, stored for staff to read and answer
         * @description A message from the contact page, stored for staff to read and answer. Anyone may call it.
         */
        post: operations["commonContactMessagesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/unsubscribe/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn off one kind of e-mail for one account with the signed token from its List-Unsubscribe link (no sign-in)
         * @description Turn off one kind of e-mail for one account with the signed token from its List-Unsubscribe link (no sign-in). Anyone may call it.
         */
        post: operations["notificationsUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/saved-searches/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My saved searches, newest first, each with its current result count
         * @description My saved searches, newest first, each with its current result count. Needs a signed-in user (bearer token).
         */
        get: operations["savedSearchesList"];
        put?: never;
        /**
         * Save the filters of a listing page (named from them); alerts daily unless told otherwise (at most 20 searches)
         * @description Save the filters of a listing page (named from them); alerts daily unless told otherwise (at most 20 searches). Needs a signed-in user (bearer token).
         */
        post: operations["savedSearchesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/saved-searches/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a saved search
         * @description Delete a saved search. Needs a signed-in user (bearer token).
         */
        delete: operations["savedSearchesDestroy"];
        options?: never;
        head?: never;
        /**
         * Rename a saved search (an empty name goes back to the automatic one) or change its alert frequency
         * @description Rename a saved search (an empty name goes back to the automatic one) or change its alert frequency. Needs a signed-in user (bearer token).
         */
        patch: operations["savedSearchesPartialUpdate"];
        trace?: never;
    };
    "/api/v1/map/style/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The maps' MapLibre style: a redirect to MAP_STYLE_URL, or a blank style (MAP_STYLE_URL=blank)
         * @description The maps' MapLibre style: a redirect to MAP_STYLE_URL, or a blank style (MAP_STYLE_URL=blank). Anyone may call it.
         */
        get: operations["mapStyleRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exchange-rates/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Units of each currency per US dollar, as staff last set them, and when
         * @description Units of each currency per US dollar, as staff last set them, and when. Anyone may call it.
         */
        get: operations["exchangeRatesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/properties/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every listing, newest first, by status and searched by title or owner
         * @description Every listing, newest first, by status and searched by title or owner. Staff only (a staff account’s bearer token).
         */
        get: operations["adminPropertiesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/properties/{id}/approve/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a listing: public at once, publication time set
         * @description Approve a listing: public at once, publication time set. Staff only (a staff account’s bearer token).
         */
        post: operations["adminPropertiesApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/properties/{id}/reject/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a listing with a reason the owner sees
         * @description Reject a listing with a reason the owner sees. Staff only (a staff account’s bearer token).
         */
        post: operations["adminPropertiesReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/properties/{id}/hide/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a listing off the public pages (back to review)
         * @description Take a listing off the public pages (back to review). Staff only (a staff account’s bearer token).
         */
        post: operations["adminPropertiesHide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/listing-changes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Owners' edits of live listings waiting for review, oldest first, beside the published values
         * @description Owners' edits of live listings waiting for review, oldest first, beside the published values. Staff only (a staff account’s bearer token).
         */
        get: operations["adminListingChangesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/listing-changes/{id}/approve/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply an owner's held edit to the published listing
         * @description Apply an owner's held edit to the published listing. Staff only (a staff account’s bearer token).
         */
        post: operations["adminListingChangesApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/listing-changes/{id}/reject/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refuse an owner's held edit with a reason the owner sees (the published version stays)
         * @description Refuse an owner's held edit with a reason the owner sees (the published version stays). Staff only (a staff account’s bearer token).
         */
        post: operations["adminListingChangesReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users, newest first, searched by e-mail or name
         * @description Users, newest first, searched by e-mail or name. Staff only (a staff account’s bearer token).
         */
        get: operations["adminUsersList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Make or unmake staff; deactivate (ends their sessions) or reactivate. The last staff account keeps its access.
         * @description Make or unmake staff; deactivate (ends their sessions) or reactivate. The last staff account keeps its access. Staff only (a staff account’s bearer token).
         */
        patch: operations["adminUsersPartialUpdate"];
        trace?: never;
    };
    "/api/v1/admin/contact-messages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages from the contact page, unread first
         * @description Messages from the contact page, unread first. Staff only (a staff account’s bearer token).
         */
        get: operations["adminContactMessagesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/contact-messages/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark a contact message read or unread
         * @description Mark a contact message read or unread. Staff only (a staff account’s bearer token).
         */
        patch: operations["adminContactMessagesPartialUpdate"];
        trace?: never;
    };
    "/api/v1/admin/audit-log/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every staff action: who, what, when, with before and after where useful
         * @description Every staff action: who, what, when, with before and after where useful. Staff only (a staff account’s bearer token).
         */
        get: operations["adminAuditLogList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/heroes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The seven page heroes (null for a page without content yet)
         * @description The seven page heroes (null for a page without content yet). Staff only (a staff account’s bearer token).
         */
        get: operations["adminHeroesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/heroes/{page}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or replace a page's hero: texts in both languages, the home call to action, a background picture and video
         * @description remove_image / remove_video drop the stored picture or video. Staff only (a staff account’s bearer token).
         */
        put: operations["adminHeroesUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/offerings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every finance offering, active or not, in order
         * @description Every finance offering, active or not, in order. Staff only (a staff account’s bearer token).
         */
        get: operations["adminOfferingsList"];
        put?: never;
        /**
         * Add a finance offering
         * @description Add a finance offering. Staff only (a staff account’s bearer token).
         */
        post: operations["adminOfferingsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/offerings/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a finance offering
         * @description Delete a finance offering. Staff only (a staff account’s bearer token).
         */
        delete: operations["adminOfferingsDestroy"];
        options?: never;
        head?: never;
        /**
         * Edit, activate or deactivate, or reorder a finance offering
         * @description Edit, activate or deactivate, or reorder a finance offering. Staff only (a staff account’s bearer token).
         */
        patch: operations["adminOfferingsPartialUpdate"];
        trace?: never;
    };
    "/api/v1/admin/countries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every country, with how many cities and listings use it
         * @description Every country, with how many cities and listings use it. Staff only (a staff account’s bearer token).
         */
        get: operations["adminCountriesList"];
        put?: never;
        /**
         * Add a country (names in both languages, unique in either)
         * @description Add a country (names in both languages, unique in either). Staff only (a staff account’s bearer token).
         */
        post: operations["adminCountriesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/countries/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a country nothing uses (409 country_in_use with listings, country_has_cities with cities)
         * @description Delete a country nothing uses (409 country_in_use with listings, country_has_cities with cities). Staff only (a staff account’s bearer token).
         */
        delete: operations["adminCountriesDestroy"];
        options?: never;
        head?: never;
        /**
         * Rename a country
         * @description Rename a country. Staff only (a staff account’s bearer token).
         */
        patch: operations["adminCountriesPartialUpdate"];
        trace?: never;
    };
    "/api/v1/admin/cities/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cities in their curated order, of one country (?country_id=), searched in both languages (?search=), with listing counts
         * @description Cities in their curated order, of one country (?country_id=), searched in both languages (?search=), with listing counts. Staff only (a staff account’s bearer token).
         */
        get: operations["adminCitiesList"];
        put?: never;
        /**
         * Add a city to a country and governorate (names in both languages, unique within the country in either)
         * @description Add a city to a country and governorate (names in both languages, unique within the country in either). Staff only (a staff account’s bearer token).
         */
        post: operations["adminCitiesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/cities/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a city no listing uses (409 city_in_use otherwise)
         * @description Delete a city no listing uses (409 city_in_use otherwise). Staff only (a staff account’s bearer token).
         */
        delete: operations["adminCitiesDestroy"];
        options?: never;
        head?: never;
        /**
         * Rename a city or change its governorate or country (its listings' search text follows)
         * @description Rename a city or change its governorate or country (its listings' search text follows). Staff only (a staff account’s bearer token).
         */
        patch: operations["adminCitiesPartialUpdate"];
        trace?: never;
    };
    "/api/v1/admin/projects/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every completed project, newest completion first, searched by title in Arabic or English
         * @description Every completed project, newest completion first, searched by title in Arabic or English. Staff only (a staff account’s bearer token).
         */
        get: operations["adminProjectsList"];
        put?: never;
        /**
         * Add a completed project with its photos and videos
         * @description `media` lists, in display order, stored items by id and new files by part name (file_N), with captions (items left out are removed; without `media` the stored ones stay). The first photo is the thumbnail. Staff only (a staff account’s bearer token).
         */
        post: operations["adminProjectsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/projects/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A completed project with all its media (no view counted)
         * @description A completed project with all its media (no view counted). Staff only (a staff account’s bearer token).
         */
        get: operations["adminProjectsRetrieve"];
        put?: never;
        post?: never;
        /**
         * Delete a completed project with its media files
         * @description Delete a completed project with its media files. Staff only (a staff account’s bearer token).
         */
        delete: operations["adminProjectsDestroy"];
        options?: never;
        head?: never;
        /**
         * Edit a completed project: any field, featured or not, and its media (add, captions, order, remove) in one save
         * @description `media` lists, in display order, stored items by id and new files by part name (file_N), with captions (items left out are removed; without `media` the stored ones stay). The first photo is the thumbnail. Staff only (a staff account’s bearer token).
         */
        patch: operations["adminProjectsPartialUpdate"];
        trace?: never;
    };
    "/api/v1/admin/outbox/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * E-mail kept instead of sent (no SMTP_URL), newest first
         * @description E-mail kept instead of sent (no SMTP_URL), newest first. Staff only (a staff account’s bearer token).
         */
        get: operations["adminOutboxList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/reports/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reports of listings, newest first: open ones unless another status is asked for
         * @description Reports of listings, newest first: open ones unless another status is asked for. Staff only (a staff account’s bearer token).
         */
        get: operations["adminReportsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/reports/{id}/hide/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hide the reported listing (back to review, through the listing's lifecycle) and close every open report of it
         * @description Hide the reported listing (back to review, through the listing's lifecycle) and close every open report of it. Staff only (a staff account’s bearer token).
         */
        post: operations["adminReportsHide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/reports/{id}/dismiss/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dismiss the report; the listing stays as it is
         * @description Dismiss the report; the listing stays as it is. Staff only (a staff account’s bearer token).
         */
        post: operations["adminReportsDismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/exchange-rates/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every rate, when and by whom it was set
         * @description Every rate, when and by whom it was set. Staff only (a staff account’s bearer token).
         */
        get: operations["adminExchangeRatesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/exchange-rates/{currency}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the units of JOD or ILS per US dollar (listings priced in it are re-priced in US dollars)
         * @description Set the units of JOD or ILS per US dollar (listings priced in it are re-priced in US dollars). Staff only (a staff account’s bearer token).
         */
        put: operations["adminExchangeRatesUpdate"];
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
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    healthLiveRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
        };
    };
    healthReadyRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "degraded" | "unavailable";
                        database: string;
                        bucket?: string;
                        checks: {
                            /** @enum {string} */
                            database: "ok" | "unavailable";
                            /** @enum {string} */
                            redis?: "ok" | "unavailable";
                            /** @enum {string} */
                            bucket?: "ok" | "unavailable";
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "degraded" | "unavailable";
                        database: string;
                        bucket?: string;
                        checks: {
                            /** @enum {string} */
                            database: "ok" | "unavailable";
                            /** @enum {string} */
                            redis?: "ok" | "unavailable";
                            /** @enum {string} */
                            bucket?: "ok" | "unavailable";
                        };
                    };
                };
            };
        };
    };
    commonHeroRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        page: "home" | "finance" | "realty" | "buysell" | "rent" | "construction" | "completed_projects";
                        title_ar: string;
                        title_en: string;
                        subtitle_ar: string;
                        subtitle_en: string;
                        background_image_url: string | null;
                        background_image_pending: boolean;
                        background_video_url: string | null;
                        background_image: string | null;
                        background_video: string | null;
                        cta_text_ar: string | null;
                        cta_text_en: string | null;
                        cta_link: string | null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    catalogFinanceHeroRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        page: "home" | "finance" | "realty" | "buysell" | "rent" | "construction" | "completed_projects";
                        title_ar: string;
                        title_en: string;
                        subtitle_ar: string;
                        subtitle_en: string;
                        background_image_url: string | null;
                        background_image_pending: boolean;
                        background_video_url: string | null;
                        background_image: string | null;
                        background_video: string | null;
                        cta_text_ar: string | null;
                        cta_text_en: string | null;
                        cta_link: string | null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyRealtyHeroRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        page: "home" | "finance" | "realty" | "buysell" | "rent" | "construction" | "completed_projects";
                        title_ar: string;
                        title_en: string;
                        subtitle_ar: string;
                        subtitle_en: string;
                        background_image_url: string | null;
                        background_image_pending: boolean;
                        background_video_url: string | null;
                        background_image: string | null;
                        background_video: string | null;
                        cta_text_ar: string | null;
                        cta_text_en: string | null;
                        cta_link: string | null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyBuysellHeroRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        page: "home" | "finance" | "realty" | "buysell" | "rent" | "construction" | "completed_projects";
                        title_ar: string;
                        title_en: string;
                        subtitle_ar: string;
                        subtitle_en: string;
                        background_image_url: string | null;
                        background_image_pending: boolean;
                        background_video_url: string | null;
                        background_image: string | null;
                        background_video: string | null;
                        cta_text_ar: string | null;
                        cta_text_en: string | null;
                        cta_link: string | null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyRentHeroRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        page: "home" | "finance" | "realty" | "buysell" | "rent" | "construction" | "completed_projects";
                        title_ar: string;
                        title_en: string;
                        subtitle_ar: string;
                        subtitle_en: string;
                        background_image_url: string | null;
                        background_image_pending: boolean;
                        background_video_url: string | null;
                        background_image: string | null;
                        background_video: string | null;
                        cta_text_ar: string | null;
                        cta_text_en: string | null;
                        cta_link: string | null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyConstructionHeroRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        page: "home" | "finance" | "realty" | "buysell" | "rent" | "construction" | "completed_projects";
                        title_ar: string;
                        title_en: string;
                        subtitle_ar: string;
                        subtitle_en: string;
                        background_image_url: string | null;
                        background_image_pending: boolean;
                        background_video_url: string | null;
                        background_image: string | null;
                        background_video: string | null;
                        cta_text_ar: string | null;
                        cta_text_en: string | null;
                        cta_link: string | null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyCompletedProjectsHeroRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        page: "home" | "finance" | "realty" | "buysell" | "rent" | "construction" | "completed_projects";
                        title_ar: string;
                        title_en: string;
                        subtitle_ar: string;
                        subtitle_en: string;
                        background_image_url: string | null;
                        background_image_pending: boolean;
                        background_video_url: string | null;
                        background_image: string | null;
                        background_video: string | null;
                        cta_text_ar: string | null;
                        cta_text_en: string | null;
                        cta_link: string | null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    authRegisterCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    password_confirm: string;
                    name: string;
                    phone?: string | null;
                    /**
                     * @default client
                     * @enum {string}
                     */
                    role?: "client" | "provider";
                    /** @enum {string|null} */
                    provider_type?: "financial_expert" | "realtor" | "lawyer" | "" | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string;
                        name: string;
                        phone: string | null;
                        /** @enum {string} */
                        role: "client" | "provider";
                        /** @enum {string|null} */
                        provider_type: "financial_expert" | "realtor" | "lawyer" | null;
                        is_staff: boolean;
                        date_joined: string;
                        /** @enum {string} */
                        language: "ar" | "en";
                        email_verified: boolean;
                        notifications: {
                            inquiry_received: boolean;
                            inquiry_sent: boolean;
                            listing_approved: boolean;
                            listing_rejected: boolean;
                            saved_search_alert: boolean;
                        };
                        show_phone: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    authLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access: string;
                        refresh: string;
                        user: {
                            id: number;
                            email: string;
                            name: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "client" | "provider";
                            /** @enum {string|null} */
                            provider_type: "financial_expert" | "realtor" | "lawyer" | null;
                            is_staff: boolean;
                            date_joined: string;
                            /** @enum {string} */
                            language: "ar" | "en";
                            email_verified: boolean;
                            notifications: {
                                inquiry_received: boolean;
                                inquiry_sent: boolean;
                                listing_approved: boolean;
                                listing_rejected: boolean;
                                saved_search_alert: boolean;
                            };
                            show_phone: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    authRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh?: string | null;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access: string;
                        refresh?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    authPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description `password_reset_requested` with its message */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    authPasswordResetConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                    password_confirm: string;
                };
            };
        };
        responses: {
            /** @description Password changed: sign in with it */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    authVerifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Address verified */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    authVerifyEmailResend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    authPasswordChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    password: string;
                    password_confirm: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access: string;
                        refresh: string;
                        user: {
                            id: number;
                            email: string;
                            name: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "client" | "provider";
                            /** @enum {string|null} */
                            provider_type: "financial_expert" | "realtor" | "lawyer" | null;
                            is_staff: boolean;
                            date_joined: string;
                            /** @enum {string} */
                            language: "ar" | "en";
                            email_verified: boolean;
                            notifications: {
                                inquiry_received: boolean;
                                inquiry_sent: boolean;
                                listing_approved: boolean;
                                listing_rejected: boolean;
                                saved_search_alert: boolean;
                            };
                            show_phone: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    authEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access: string;
                        refresh: string;
                        user: {
                            id: number;
                            email: string;
                            name: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "client" | "provider";
                            /** @enum {string|null} */
                            provider_type: "financial_expert" | "realtor" | "lawyer" | null;
                            is_staff: boolean;
                            date_joined: string;
                            /** @enum {string} */
                            language: "ar" | "en";
                            email_verified: boolean;
                            notifications: {
                                inquiry_received: boolean;
                                inquiry_sent: boolean;
                                listing_approved: boolean;
                                listing_rejected: boolean;
                                saved_search_alert: boolean;
                            };
                            show_phone: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    authLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh?: string | null;
                } | null;
            };
        };
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    usersMeRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string;
                        name: string;
                        phone: string | null;
                        /** @enum {string} */
                        role: "client" | "provider";
                        /** @enum {string|null} */
                        provider_type: "financial_expert" | "realtor" | "lawyer" | null;
                        is_staff: boolean;
                        date_joined: string;
                        /** @enum {string} */
                        language: "ar" | "en";
                        email_verified: boolean;
                        notifications: {
                            inquiry_received: boolean;
                            inquiry_sent: boolean;
                            listing_approved: boolean;
                            listing_rejected: boolean;
                            saved_search_alert: boolean;
                        };
                        show_phone: boolean;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    usersMePartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    phone?: string | null;
                    /** @enum {string} */
                    language?: "ar" | "en";
                    notifications?: {
                        inquiry_received?: boolean;
                        inquiry_sent?: boolean;
                        listing_approved?: boolean;
                        listing_rejected?: boolean;
                        saved_search_alert?: boolean;
                    };
                    show_phone?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string;
                        name: string;
                        phone: string | null;
                        /** @enum {string} */
                        role: "client" | "provider";
                        /** @enum {string|null} */
                        provider_type: "financial_expert" | "realtor" | "lawyer" | null;
                        is_staff: boolean;
                        date_joined: string;
                        /** @enum {string} */
                        language: "ar" | "en";
                        email_verified: boolean;
                        notifications: {
                            inquiry_received: boolean;
                            inquiry_sent: boolean;
                            listing_approved: boolean;
                            listing_rejected: boolean;
                            saved_search_alert: boolean;
                        };
                        show_phone: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyPropertiesList: {
        parameters: {
            query?: {
                /** @description The page number, from 1 (a deep page: use `cursor`). */
                page?: number;
                /** @description Items per page (larger sizes are clamped to the maximum). */
                page_size?: number;
                /** @description The opaque token of a `next` or `previous` link: any depth, stable while rows change. */
                cursor?: string;
                /** @description Listings whose purpose is this: sale, rent. */
                purpose?: "sale" | "rent";
                /** @description Listings with every word of this text (at most 100 characters), best match first. */
                search?: string;
                /** @description Listings whose type is this: apartment, villa, house, land, office, commercial, warehouse. */
                type?: "apartment" | "villa" | "house" | "land" | "office" | "commercial" | "warehouse";
                /** @description Listings whose city_id is this id. */
                city?: number;
                /** @description Listings whose price is at least this, in the `currency` filter’s currency (US dollars without it) (0 to 999999999999). */
                price_min?: number;
                /** @description Listings whose price is at most this, in the `currency` filter’s currency (US dollars without it) (0 to 999999999999). */
                price_max?: number;
                /** @description The currency of the price bounds: USD, JOD, ILS (US dollars without it). */
                currency?: "USD" | "JOD" | "ILS";
                /** @description Listings whose area is at least this (0 to 9999999999). */
                area_min?: number;
                /** @description Listings whose area is at most this (0 to 9999999999). */
                area_max?: number;
                /** @description Listings whose beds is at least this (0 to 100). */
                beds_min?: number;
                /** @description Listings whose baths is at least this (0 to 100). */
                baths_min?: number;
                /** @description Listings whose pin lies in this box: west,south,east,north in degrees (the map view). */
                bbox?: string;
                /** @description The order: relevance, -created_at, price, -price, area, -area (without it: relevance when searching, else newest). */
                ordering?: "relevance" | "-created_at" | "price" | "-price" | "area" | "-area";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            title: string;
                            /** @enum {string} */
                            text_lang: "ar" | "en";
                            title_ar: string;
                            title_en: string;
                            /** @enum {string} */
                            type: "apartment" | "villa" | "house" | "land" | "office" | "commercial" | "warehouse";
                            /** @enum {string} */
                            purpose: "sale" | "rent";
                            price: number;
                            /** @enum {string} */
                            currency: "USD" | "JOD" | "ILS";
                            price_usd: number;
                            area: number;
                            beds: number | null;
                            baths: number | null;
                            floors: number | null;
                            city: {
                                id: number;
                                name_ar: string;
                                name_en: string;
                            };
                            country: {
                                id: number;
                                name_ar: string;
                                name_en: string;
                            };
                            village: string | null;
                            address: string;
                            /** @enum {string} */
                            status: "draft" | "pending" | "active" | "rejected" | "sold" | "rented";
                            created_at: string;
                            views_count: number;
                            cover_image: {
                                url: string;
                                srcset: string;
                                width: number | null;
                                height: number | null;
                            } | null;
                            media_list: string[];
                        }[];
                        count_capped: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyPropertiesCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Multipart form (or JSON without files): at most 10 photo(s) and 1 video(s) per listing; the type is read from each file's bytes. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    title?: string | null;
                    description?: string | null;
                    title_ar?: string | null;
                    title_en?: string | null;
                    description_ar?: string | null;
                    description_en?: string | null;
                    /** @enum {string} */
                    type: "apartment" | "villa" | "house" | "land" | "office" | "commercial" | "warehouse";
                    /** @enum {string} */
                    purpose: "sale" | "rent";
                    price: number;
                    /**
                     * @default USD
                     * @enum {string}
                     */
                    currency?: "USD" | "JOD" | "ILS";
                    area: number;
                    beds?: number | null;
                    baths?: number | null;
                    floors?: number | null;
                    country_id?: number | null;
                    city_id: number;
                    village?: string | null;
                    postal_code?: string | null;
                    address: string;
                    latitude?: number | null;
                    longitude?: number | null;
                    amenities?: ("parking" | "pool" | "gym" | "garden" | "elevator" | "security" | "ac" | "balcony")[];
                    photo_order?: {
                        id?: number;
                        file?: string;
                    }[];
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB (image/jpeg, image/png, image/webp, image/gif, image/avif).
                     */
                    image_0?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB (image/jpeg, image/png, image/webp, image/gif, image/avif).
                     */
                    image_1?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB (image/jpeg, image/png, image/webp, image/gif, image/avif).
                     */
                    image_2?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB (image/jpeg, image/png, image/webp, image/gif, image/avif).
                     */
                    image_3?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB (image/jpeg, image/png, image/webp, image/gif, image/avif).
                     */
                    image_4?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB (image/jpeg, image/png, image/webp, image/gif, image/avif).
                     */
                    image_5?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB (image/jpeg, image/png, image/webp, image/gif, image/avif).
                     */
                    image_6?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB (image/jpeg, image/png, image/webp, image/gif, image/avif).
                     */
                    image_7?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB (image/jpeg, image/png, image/webp, image/gif, image/avif).
                     */
                    image_8?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB (image/jpeg, image/png, image/webp, image/gif, image/avif).
                     */
                    image_9?: Blob;
                    /**
                     * Format: binary
                     * @description a video of at most 50 MB (video/mp4, video/quicktime, video/webm).
                     */
                    video?: Blob;
                };
                "application/json": {
                    title?: string | null;
                    description?: string | null;
                    title_ar?: string | null;
                    title_en?: string | null;
                    description_ar?: string | null;
                    description_en?: string | null;
                    /** @enum {string} */
                    type: "apartment" | "villa" | "house" | "land" | "office" | "commercial" | "warehouse";
                    /** @enum {string} */
                    purpose: "sale" | "rent";
                    price: number;
                    /**
                     * @default USD
                     * @enum {string}
                     */
                    currency?: "USD" | "JOD" | "ILS";
                    area: number;
                    beds?: number | null;
                    baths?: number | null;
                    floors?: number | null;
                    country_id?: number | null;
                    city_id: number;
                    village?: string | null;
                    postal_code?: string | null;
                    address: string;
                    latitude?: number | null;
                    longitude?: number | null;
                    amenities?: ("parking" | "pool" | "gym" | "garden" | "elevator" | "security" | "ac" | "balcony")[];
                    photo_order?: {
                        id?: number;
                        file?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1024,
                     *       "title": "Sunny flat in Ramallah",
                     *       "text_lang": "en",
                     *       "title_ar": "شقة مشمسة في رام الله",
                     *       "title_en": "Sunny flat in Ramallah",
                     *       "type": "apartment",
                     *       "purpose": "sale",
                     *       "price": 120000,
                     *       "currency": "USD",
                     *       "price_usd": 120000,
                     *       "area": 110,
                     *       "beds": 2,
                     *       "baths": 1,
                     *       "floors": null,
                     *       "city": {
                     *         "id": 3,
                     *         "name_ar": "رام الله",
                     *         "name_en": "Ramallah"
                     *       },
                     *       "country": {
                     *         "id": 1,
                     *         "name_ar": "فلسطين",
                     *         "name_en": "Palestine"
                     *       },
                     *       "village": null,
                     *       "address": "Main street",
                     *       "status": "pending",
                     *       "created_at": "2026-11-20T09:30:00.000Z",
                     *       "views_count": 0,
                     *       "cover_image": {
                     *         "url": "/media/properties/a1b2c3-960.webp",
                     *         "srcset": "/media/properties/a1b2c3-480.webp 480w, /media/properties/a1b2c3-960.webp 960w",
                     *         "width": 1280,
                     *         "height": 960
                     *       },
                     *       "media_list": [
                     *         "/media/properties/a1b2c3-960.webp"
                     *       ],
                     *       "location": {
                     *         "latitude": 31.9038,
                     *         "longitude": 35.2034,
                     *         "exact": true
                     *       },
                     *       "description": "Two bedrooms near the centre.",
                     *       "description_ar": "غرفتا نوم قرب المركز.",
                     *       "description_en": "Two bedrooms near the centre.",
                     *       "amenities": [
                     *         "parking",
                     *         "balcony"
                     *       ],
                     *       "postal_code": null,
                     *       "property_media": [
                     *         {
                     *           "id": 77,
                     *           "media_type": "image",
                     *           "file_url": "/media/properties/a1b2c3-960.webp",
                     *           "srcset": "/media/properties/a1b2c3-480.webp 480w, /media/properties/a1b2c3-960.webp 960w",
                     *           "width": 1280,
                     *           "height": 960
                     *         }
                     *       ],
                     *       "video_url": null,
                     *       "owner": {
                     *         "id": 12,
                     *         "name": "Rana Haddad",
                     *         "provider_type": "realtor",
                     *         "phone": "+970599123456"
                     *       },
                     *       "updated_at": "2026-11-21T10:00:00.000Z",
                     *       "is_favorite": false,
                     *       "is_owner": true,
                     *       "rejection_reason": null,
                     *       "pending_changes": null,
                     *       "photos_pending": null
                     *     }
                     */
                    "application/json": {
                        id: number;
                        title: string;
                        /** @enum {string} */
                        text_lang: "ar" | "en";
                        title_ar: string;
                        title_en: string;
                        /** @enum {string} */
                        type: "apartment" | "villa" | "house" | "land" | "office" | "commercial" | "warehouse";
                        /** @enum {string} */
                        purpose: "sale" | "rent";
                        price: number;
                        /** @enum {string} */
                        currency: "USD" | "JOD" | "ILS";
                        price_usd: number;
                        area: number;
                        beds: number | null;
                        baths: number | null;
                        floors: number | null;
                        city: {
                            id: number;
                            name_ar: string;
                            name_en: string;
                        };
                        country: {
                            id: number;
                            name_ar: string;
                            name_en: string;
                        };
                        village: string | null;
                        address: string;
                        /** @enum {string} */
                        status: "draft" | "pending" | "active" | "rejected" | "sold" | "rented";
                        created_at: string;
                        views_count: number;
                        cover_image: {
                            url: string;
                            srcset: string;
                            width: number | null;
                            height: number | null;
                        } | null;
                        media_list: string[];
                        location: {
                            latitude: number;
                            longitude: number;
                            exact: boolean;
                        } | null;
                        description: string;
                        description_ar: string;
                        description_en: string;
                        amenities: string[];
                        postal_code: string | null;
                        property_media: {
                            id: number;
                            /** @enum {string} */
                            media_type: "image" | "video";
                            file_url: string;
                            srcset: string | null;
                            width: number | null;
                            height: number | null;
                        }[];
                        video_url: string | null;
                        owner: {
                            id: number;
                            name: string;
                            /** @enum {string|null} */
                            provider_type: "financial_expert" | "realtor" | "lawyer" | null;
                            phone: string | null;
                        };
                        updated_at: string;
                        is_favorite: boolean;
                        is_owner: boolean;
                        rejection_reason: string | null;
                        pending_changes: {
                            /** @enum {string} */
                            status: "pending" | "rejected";
                            fields: {
                                [key: string]: unknown;
                            };
                            rejection_reason: string | null;
                            submitted_at: string;
                        } | null;
                        photos_pending: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyPropertiesRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1024,
                     *       "title": "Sunny flat in Ramallah",
                     *       "text_lang": "en",
                     *       "title_ar": "شقة مشمسة في رام الله",
                     *       "title_en": "Sunny flat in Ramallah",
                     *       "type": "apartment",
                     *       "purpose": "sale",
                     *       "price": 120000,
                     *       "currency": "USD",
                     *       "price_usd": 120000,
                     *       "area": 110,
                     *       "beds": 2,
                     *       "baths": 1,
                     *       "floors": null,
                     *       "city": {
                     *         "id": 3,
                     *         "name_ar": "رام الله",
                     *         "name_en": "Ramallah"
                     *       },
                     *       "country": {
                     *         "id": 1,
                     *         "name_ar": "فلسطين",
                     *         "name_en": "Palestine"
                     *       },
                     *       "village": null,
                     *       "address": "Main street",
                     *       "status": "active",
                     *       "created_at": "2026-11-20T09:30:00.000Z",
                     *       "views_count": 42,
                     *       "cover_image": {
                     *         "url": "/media/properties/a1b2c3-960.webp",
                     *         "srcset": "/media/properties/a1b2c3-480.webp 480w, /media/properties/a1b2c3-960.webp 960w",
                     *         "width": 1280,
                     *         "height": 960
                     *       },
                     *       "media_list": [
                     *         "/media/properties/a1b2c3-960.webp"
                     *       ],
                     *       "location": {
                     *         "latitude": 31.9038,
                     *         "longitude": 35.2034,
                     *         "exact": true
                     *       },
                     *       "description": "Two bedrooms near the centre.",
                     *       "description_ar": "غرفتا نوم قرب المركز.",
                     *       "description_en": "Two bedrooms near the centre.",
                     *       "amenities": [
                     *         "parking",
                     *         "balcony"
                     *       ],
                     *       "postal_code": null,
                     *       "property_media": [
                     *         {
                     *           "id": 77,
                     *           "media_type": "image",
                     *           "file_url": "/media/properties/a1b2c3-960.webp",
                     *           "srcset": "/media/properties/a1b2c3-480.webp 480w, /media/properties/a1b2c3-960.webp 960w",
                     *           "width": 1280,
                     *           "height": 960
                     *         }
                     *       ],
                     *       "video_url": null,
                     *       "owner": {
                     *         "id": 12,
                     *         "name": "Rana Haddad",
                     *         "provider_type": "realtor",
                     *         "phone": "+970599123456"
                     *       },
                     *       "updated_at": "2026-11-21T10:00:00.000Z",
                     *       "is_favorite": false,
                     *       "is_owner": false,
                     *       "rejection_reason": null,
                     *       "pending_changes": null,
                     *       "photos_pending": null
                     *     }
                     */
                    "application/json": {
                        id: number;
                        title: string;
                        /** @enum {string} */
                        text_lang: "ar" | "en";
                        title_ar: string;
                        title_en: string;
                        /** @enum {string} */
                        type: "apartment" | "villa" | "house" | "land" | "office" | "commercial" | "warehouse";
                        /** @enum {string} */
                        purpose: "sale" | "rent";
                        price: number;
                        /** @enum {string} */
                        currency: "USD" | "JOD" | "ILS";
                        price_usd: number;
                        area: number;
                        beds: number | null;
                        baths: number | null;
                        floors: number | null;
                        city: {
                            id: number;
                            name_ar: string;
                            name_en: string;
                        };
                        country: {
                            id: number;
                            name_ar: string;
                            name_en: string;
                        };
                        village: string | null;
                        address: string;
                        /** @enum {string} */
                        status: "draft" | "pending" | "active" | "rejected" | "sold" | "rented";
                        created_at: string;
                        views_count: number;
                        cover_image: {
                            url: string;
                            srcset: string;
                            width: number | null;
                            height: number | null;
                        } | null;
                        media_list: string[];
                        location: {
                            latitude: number;
                            longitude: number;
                            exact: boolean;
                        } | null;
                        description: string;
                        description_ar: string;
                        description_en: string;
                        amenities: string[];
                        postal_code: string | null;
                        property_media: {
                            id: number;
                            /** @enum {string} */
                            media_type: "image" | "video";
                            file_url: string;
                            srcset: string | null;
                            width: number | null;
                            height: number | null;
                        }[];
                        video_url: string | null;
                        owner: {
                            id: number;
                            name: string;
                            /** @enum {string|null} */
                            provider_type: "financial_expert" | "realtor" | "lawyer" | null;
                            phone: string | null;
                        };
                        updated_at: string;
                        is_favorite: boolean;
                        is_owner: boolean;
                        rejection_reason: string | null;
                        pending_changes: {
                            /** @enum {string} */
                            status: "pending" | "rejected";
                            fields: {
                                [key: string]: unknown;
                            };
                            rejection_reason: string | null;
                            submitted_at: string;
                        } | null;
                        photos_pending: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyPropertiesDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyPropertiesPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        /** @description Multipart form (or JSON without files): at most 10 photo(s) and 1 video(s) per listing; the type is read from each file's bytes. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    title?: string | null;
                    description?: string | null;
                    title_ar?: string | null;
                    title_en?: string | null;
                    description_ar?: string | null;
                    description_en?: string | null;
                    /** @enum {string} */
                    type?: "apartment" | "villa" | "house" | "land" | "office" | "commercial" | "warehouse";
                    /** @enum {string} */
                    purpose?: "sale" | "rent";
                    price?: number;
                    /** @enum {string} */
                    currency?: "USD" | "JOD" | "ILS";
                    area?: number;
                    beds?: number | null;
                    baths?: number | null;
                    floors?: number | null;
                    country_id?: number | null;
                    city_id?: number;
                    village?: string | null;
                    postal_code?: string | null;
                    address?: string;
                    latitude?: number | null;
                    longitude?: number | null;
                    amenities?: ("parking" | "pool" | "gym" | "garden" | "elevator" | "security" | "ac" | "balcony")[];
                    photo_order?: {
                        id?: number;
                        file?: string;
                    }[];
                    delete_images?: (number | string)[];
                    delete_video?: boolean;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB (image/jpeg, image/png, image/webp, image/gif, image/avif).
                     */
                    image_0?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB (image/jpeg, image/png, image/webp, image/gif, image/avif).
                     */
                    image_1?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB (image/jpeg, image/png, image/webp, image/gif, image/avif).
                     */
                    image_2?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB (image/jpeg, image/png, image/webp, image/gif, image/avif).
                     */
                    image_3?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB (image/jpeg, image/png, image/webp, image/gif, image/avif).
                     */
                    image_4?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB (image/jpeg, image/png, image/webp, image/gif, image/avif).
                     */
                    image_5?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB (image/jpeg, image/png, image/webp, image/gif, image/avif).
                     */
                    image_6?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB (image/jpeg, image/png, image/webp, image/gif, image/avif).
                     */
                    image_7?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB (image/jpeg, image/png, image/webp, image/gif, image/avif).
                     */
                    image_8?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB (image/jpeg, image/png, image/webp, image/gif, image/avif).
                     */
                    image_9?: Blob;
                    /**
                     * Format: binary
                     * @description a video of at most 50 MB (video/mp4, video/quicktime, video/webm).
                     */
                    video?: Blob;
                };
                "application/json": {
                    title?: string | null;
                    description?: string | null;
                    title_ar?: string | null;
                    title_en?: string | null;
                    description_ar?: string | null;
                    description_en?: string | null;
                    /** @enum {string} */
                    type?: "apartment" | "villa" | "house" | "land" | "office" | "commercial" | "warehouse";
                    /** @enum {string} */
                    purpose?: "sale" | "rent";
                    price?: number;
                    /** @enum {string} */
                    currency?: "USD" | "JOD" | "ILS";
                    area?: number;
                    beds?: number | null;
                    baths?: number | null;
                    floors?: number | null;
                    country_id?: number | null;
                    city_id?: number;
                    village?: string | null;
                    postal_code?: string | null;
                    address?: string;
                    latitude?: number | null;
                    longitude?: number | null;
                    amenities?: ("parking" | "pool" | "gym" | "garden" | "elevator" | "security" | "ac" | "balcony")[];
                    photo_order?: {
                        id?: number;
                        file?: string;
                    }[];
                    delete_images?: (number | string)[];
                    delete_video?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        /** @enum {string} */
                        text_lang: "ar" | "en";
                        title_ar: string;
                        title_en: string;
                        /** @enum {string} */
                        type: "apartment" | "villa" | "house" | "land" | "office" | "commercial" | "warehouse";
                        /** @enum {string} */
                        purpose: "sale" | "rent";
                        price: number;
                        /** @enum {string} */
                        currency: "USD" | "JOD" | "ILS";
                        price_usd: number;
                        area: number;
                        beds: number | null;
                        baths: number | null;
                        floors: number | null;
                        city: {
                            id: number;
                            name_ar: string;
                            name_en: string;
                        };
                        country: {
                            id: number;
                            name_ar: string;
                            name_en: string;
                        };
                        village: string | null;
                        address: string;
                        /** @enum {string} */
                        status: "draft" | "pending" | "active" | "rejected" | "sold" | "rented";
                        created_at: string;
                        views_count: number;
                        cover_image: {
                            url: string;
                            srcset: string;
                            width: number | null;
                            height: number | null;
                        } | null;
                        media_list: string[];
                        location: {
                            latitude: number;
                            longitude: number;
                            exact: boolean;
                        } | null;
                        description: string;
                        description_ar: string;
                        description_en: string;
                        amenities: string[];
                        postal_code: string | null;
                        property_media: {
                            id: number;
                            /** @enum {string} */
                            media_type: "image" | "video";
                            file_url: string;
                            srcset: string | null;
                            width: number | null;
                            height: number | null;
                        }[];
                        video_url: string | null;
                        owner: {
                            id: number;
                            name: string;
                            /** @enum {string|null} */
                            provider_type: "financial_expert" | "realtor" | "lawyer" | null;
                            phone: string | null;
                        };
                        updated_at: string;
                        is_favorite: boolean;
                        is_owner: boolean;
                        rejection_reason: string | null;
                        pending_changes: {
                            /** @enum {string} */
                            status: "pending" | "rejected";
                            fields: {
                                [key: string]: unknown;
                            };
                            rejection_reason: string | null;
                            submitted_at: string;
                        } | null;
                        photos_pending: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyPropertiesStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "sold" | "rented";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        /** @enum {string} */
                        text_lang: "ar" | "en";
                        title_ar: string;
                        title_en: string;
                        /** @enum {string} */
                        type: "apartment" | "villa" | "house" | "land" | "office" | "commercial" | "warehouse";
                        /** @enum {string} */
                        purpose: "sale" | "rent";
                        price: number;
                        /** @enum {string} */
                        currency: "USD" | "JOD" | "ILS";
                        price_usd: number;
                        area: number;
                        beds: number | null;
                        baths: number | null;
                        floors: number | null;
                        city: {
                            id: number;
                            name_ar: string;
                            name_en: string;
                        };
                        country: {
                            id: number;
                            name_ar: string;
                            name_en: string;
                        };
                        village: string | null;
                        address: string;
                        /** @enum {string} */
                        status: "draft" | "pending" | "active" | "rejected" | "sold" | "rented";
                        created_at: string;
                        views_count: number;
                        cover_image: {
                            url: string;
                            srcset: string;
                            width: number | null;
                            height: number | null;
                        } | null;
                        media_list: string[];
                        location: {
                            latitude: number;
                            longitude: number;
                            exact: boolean;
                        } | null;
                        description: string;
                        description_ar: string;
                        description_en: string;
                        amenities: string[];
                        postal_code: string | null;
                        property_media: {
                            id: number;
                            /** @enum {string} */
                            media_type: "image" | "video";
                            file_url: string;
                            srcset: string | null;
                            width: number | null;
                            height: number | null;
                        }[];
                        video_url: string | null;
                        owner: {
                            id: number;
                            name: string;
                            /** @enum {string|null} */
                            provider_type: "financial_expert" | "realtor" | "lawyer" | null;
                            phone: string | null;
                        };
                        updated_at: string;
                        is_favorite: boolean;
                        is_owner: boolean;
                        rejection_reason: string | null;
                        pending_changes: {
                            /** @enum {string} */
                            status: "pending" | "rejected";
                            fields: {
                                [key: string]: unknown;
                            };
                            rejection_reason: string | null;
                            submitted_at: string;
                        } | null;
                        photos_pending: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyPropertiesMyPropertiesList: {
        parameters: {
            query?: {
                /** @description The page number, from 1 (a deep page: use `cursor`). */
                page?: number;
                /** @description Items per page (larger sizes are clamped to the maximum). */
                page_size?: number;
                /** @description The opaque token of a `next` or `previous` link: any depth, stable while rows change. */
                cursor?: string;
                /** @description Only items in this status. */
                status?: "draft" | "pending" | "active" | "rejected" | "sold" | "rented";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            title: string;
                            /** @enum {string} */
                            text_lang: "ar" | "en";
                            title_ar: string;
                            title_en: string;
                            /** @enum {string} */
                            type: "apartment" | "villa" | "house" | "land" | "office" | "commercial" | "warehouse";
                            /** @enum {string} */
                            purpose: "sale" | "rent";
                            price: number;
                            /** @enum {string} */
                            currency: "USD" | "JOD" | "ILS";
                            price_usd: number;
                            area: number;
                            beds: number | null;
                            baths: number | null;
                            floors: number | null;
                            city: {
                                id: number;
                                name_ar: string;
                                name_en: string;
                            };
                            country: {
                                id: number;
                                name_ar: string;
                                name_en: string;
                            };
                            village: string | null;
                            address: string;
                            /** @enum {string} */
                            status: "draft" | "pending" | "active" | "rejected" | "sold" | "rented";
                            created_at: string;
                            views_count: number;
                            cover_image: {
                                url: string;
                                srcset: string;
                                width: number | null;
                                height: number | null;
                            } | null;
                            media_list: string[];
                            rejection_reason: string | null;
                            updated_at: string;
                            changes: {
                                /** @enum {string} */
                                status: "pending" | "rejected";
                                rejection_reason: string | null;
                            } | null;
                            photos_pending: number;
                            reach: {
                                inquiries: number;
                                saves: number;
                                calls: number;
                                whatsapp: number;
                            };
                        }[];
                        count_capped: boolean;
                        counts: {
                            all: number;
                            active: number;
                            pending: number;
                            rejected: number;
                            sold: number;
                            rented: number;
                            total_views: number;
                            total_inquiries: number;
                            total_saves: number;
                            total_calls: number;
                            total_whatsapp: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyPropertiesMapRetrieve: {
        parameters: {
            query?: {
                /** @description Listings whose purpose is this: sale, rent. */
                purpose?: "sale" | "rent";
                /** @description Listings with every word of this text (at most 100 characters), best match first. */
                search?: string;
                /** @description Listings whose type is this: apartment, villa, house, land, office, commercial, warehouse. */
                type?: "apartment" | "villa" | "house" | "land" | "office" | "commercial" | "warehouse";
                /** @description Listings whose city_id is this id. */
                city?: number;
                /** @description Listings whose price is at least this, in the `currency` filter’s currency (US dollars without it) (0 to 999999999999). */
                price_min?: number;
                /** @description Listings whose price is at most this, in the `currency` filter’s currency (US dollars without it) (0 to 999999999999). */
                price_max?: number;
                /** @description The currency of the price bounds: USD, JOD, ILS (US dollars without it). */
                currency?: "USD" | "JOD" | "ILS";
                /** @description Listings whose area is at least this (0 to 9999999999). */
                area_min?: number;
                /** @description Listings whose area is at most this (0 to 9999999999). */
                area_max?: number;
                /** @description Listings whose beds is at least this (0 to 100). */
                beds_min?: number;
                /** @description Listings whose baths is at least this (0 to 100). */
                baths_min?: number;
                /** @description Listings whose pin lies in this box: west,south,east,north in degrees (the map view). */
                bbox?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        count_capped: boolean;
                        points: {
                            id: number;
                            latitude: number;
                            longitude: number;
                            title: string;
                            /** @enum {string} */
                            text_lang: "ar" | "en";
                            title_ar: string;
                            title_en: string;
                            /** @enum {string} */
                            type: "apartment" | "villa" | "house" | "land" | "office" | "commercial" | "warehouse";
                            price: number;
                            /** @enum {string} */
                            currency: "USD" | "JOD" | "ILS";
                            price_usd: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyPropertiesViews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        views_count: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyOwnersPropertiesList: {
        parameters: {
            query?: {
                /** @description The page number, from 1 (a deep page: use `cursor`). */
                page?: number;
                /** @description Items per page (larger sizes are clamped to the maximum). */
                page_size?: number;
                /** @description The opaque token of a `next` or `previous` link: any depth, stable while rows change. */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            title: string;
                            /** @enum {string} */
                            text_lang: "ar" | "en";
                            title_ar: string;
                            title_en: string;
                            /** @enum {string} */
                            type: "apartment" | "villa" | "house" | "land" | "office" | "commercial" | "warehouse";
                            /** @enum {string} */
                            purpose: "sale" | "rent";
                            price: number;
                            /** @enum {string} */
                            currency: "USD" | "JOD" | "ILS";
                            price_usd: number;
                            area: number;
                            beds: number | null;
                            baths: number | null;
                            floors: number | null;
                            city: {
                                id: number;
                                name_ar: string;
                                name_en: string;
                            };
                            country: {
                                id: number;
                                name_ar: string;
                                name_en: string;
                            };
                            village: string | null;
                            address: string;
                            /** @enum {string} */
                            status: "draft" | "pending" | "active" | "rejected" | "sold" | "rented";
                            created_at: string;
                            views_count: number;
                            cover_image: {
                                url: string;
                                srcset: string;
                                width: number | null;
                                height: number | null;
                            } | null;
                            media_list: string[];
                        }[];
                        count_capped: boolean;
                        owner: {
                            id: number;
                            name: string;
                            /** @enum {string|null} */
                            provider_type: "financial_expert" | "realtor" | "lawyer" | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyPropertiesSimilarList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        /** @enum {string} */
                        text_lang: "ar" | "en";
                        title_ar: string;
                        title_en: string;
                        /** @enum {string} */
                        type: "apartment" | "villa" | "house" | "land" | "office" | "commercial" | "warehouse";
                        /** @enum {string} */
                        purpose: "sale" | "rent";
                        price: number;
                        /** @enum {string} */
                        currency: "USD" | "JOD" | "ILS";
                        price_usd: number;
                        area: number;
                        beds: number | null;
                        baths: number | null;
                        floors: number | null;
                        city: {
                            id: number;
                            name_ar: string;
                            name_en: string;
                        };
                        country: {
                            id: number;
                            name_ar: string;
                            name_en: string;
                        };
                        village: string | null;
                        address: string;
                        /** @enum {string} */
                        status: "draft" | "pending" | "active" | "rejected" | "sold" | "rented";
                        created_at: string;
                        views_count: number;
                        cover_image: {
                            url: string;
                            srcset: string;
                            width: number | null;
                            height: number | null;
                        } | null;
                        media_list: string[];
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyCountriesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name_ar: string;
                        name_en: string;
                    }[];
                };
            };
        };
    };
    realtyCitiesList: {
        parameters: {
            query?: {
                /** @description Only the cities of this country (id). */
                country_fk?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name_ar: string;
                        name_en: string;
                        country_id: number;
                        governorate_ar: string;
                        governorate_en: string;
                        latitude: number | null;
                        longitude: number | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyPropertiesInquiriesList: {
        parameters: {
            query?: {
                /** @description The page number, from 1 (a deep page: use `cursor`). */
                page?: number;
                /** @description Items per page (larger sizes are clamped to the maximum). */
                page_size?: number;
            };
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            /** @enum {string} */
                            kind: "contact" | "visit";
                            name: string;
                            email: string;
                            phone: string | null;
                            message: string;
                            preferred_date: string | null;
                            preferred_time: string | null;
                            created_at: string;
                            property_id: number;
                            sender_id: number | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyPropertiesInquiriesCreate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default contact
                     * @enum {string}
                     */
                    kind?: "contact" | "visit";
                    name: string;
                    email: string;
                    phone?: string | null;
                    message?: string | null;
                    preferred_date?: string | null;
                    preferred_time?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "contact" | "visit";
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyInquiriesList: {
        parameters: {
            query?: {
                /** @description The page number, from 1 (a deep page: use `cursor`). */
                page?: number;
                /** @description Items per page (larger sizes are clamped to the maximum). */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            /** @enum {string} */
                            kind: "contact" | "visit";
                            name: string;
                            email: string;
                            phone: string | null;
                            message: string;
                            preferred_date: string | null;
                            preferred_time: string | null;
                            created_at: string;
                            property: {
                                id: number;
                                title: string;
                                /** @enum {string} */
                                text_lang: "ar" | "en";
                                title_ar: string;
                                title_en: string;
                                cover_image: {
                                    url: string;
                                    srcset: string;
                                    width: number | null;
                                    height: number | null;
                                } | null;
                            };
                            read_at: string | null;
                        }[];
                        unread_count: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyInquiriesPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    read: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyPropertiesLeads: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "call" | "whatsapp";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counted: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyPropertiesReportsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "fraud" | "wrong_info" | "unavailable" | "duplicate" | "offensive" | "other";
                    details?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyFavoritesList: {
        parameters: {
            query?: {
                /** @description The page number, from 1 (a deep page: use `cursor`). */
                page?: number;
                /** @description Items per page (larger sizes are clamped to the maximum). */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            title: string;
                            /** @enum {string} */
                            text_lang: "ar" | "en";
                            title_ar: string;
                            title_en: string;
                            /** @enum {string} */
                            type: "apartment" | "villa" | "house" | "land" | "office" | "commercial" | "warehouse";
                            /** @enum {string} */
                            purpose: "sale" | "rent";
                            price: number;
                            /** @enum {string} */
                            currency: "USD" | "JOD" | "ILS";
                            price_usd: number;
                            area: number;
                            beds: number | null;
                            baths: number | null;
                            floors: number | null;
                            city: {
                                id: number;
                                name_ar: string;
                                name_en: string;
                            };
                            country: {
                                id: number;
                                name_ar: string;
                                name_en: string;
                            };
                            village: string | null;
                            address: string;
                            /** @enum {string} */
                            status: "draft" | "pending" | "active" | "rejected" | "sold" | "rented";
                            created_at: string;
                            views_count: number;
                            cover_image: {
                                url: string;
                                srcset: string;
                                width: number | null;
                                height: number | null;
                            } | null;
                            media_list: string[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyFavoritesCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    property_id: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        property_id: number;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        property_id: number;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyFavoritesDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the listing. */
                property_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    catalogOfferingsList: {
        parameters: {
            query?: {
                /** @description true: only the active ones. */
                is_active?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            title_ar: string;
                            title_en: string;
                            description_ar: string;
                            description_en: string;
                            /** @enum {string} */
                            category: "consultation" | "financial_planning" | "investment" | "portfolio_management" | "market_analysis" | "risk_management";
                            price: number | null;
                            /** @enum {string|null} */
                            price_unit: "session" | "hour" | "month" | "day" | null;
                            currency: string;
                            order: number;
                            is_active: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyCompletedProjectsList: {
        parameters: {
            query?: {
                /** @description The page number, from 1 (a deep page: use `cursor`). */
                page?: number;
                /** @description Items per page (larger sizes are clamped to the maximum). */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            title_ar: string;
                            title_en: string;
                            location_ar: string;
                            location_en: string;
                            /** @enum {string} */
                            project_type: "residential" | "commercial" | "industrial" | "mixed" | "renovation" | "construction";
                            completion_date: string | null;
                            is_featured: boolean;
                            views_count: number;
                            thumbnail_url: string | null;
                            thumbnail_srcset: string | null;
                            area: number | null;
                            duration_months: number | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyCompletedProjectsFeaturedList: {
        parameters: {
            query?: {
                /** @description The page number, from 1 (a deep page: use `cursor`). */
                page?: number;
                /** @description Items per page (larger sizes are clamped to the maximum). */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            title_ar: string;
                            title_en: string;
                            location_ar: string;
                            location_en: string;
                            /** @enum {string} */
                            project_type: "residential" | "commercial" | "industrial" | "mixed" | "renovation" | "construction";
                            completion_date: string | null;
                            is_featured: boolean;
                            views_count: number;
                            thumbnail_url: string | null;
                            thumbnail_srcset: string | null;
                            area: number | null;
                            duration_months: number | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyCompletedProjectsRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title_ar: string;
                        title_en: string;
                        location_ar: string;
                        location_en: string;
                        /** @enum {string} */
                        project_type: "residential" | "commercial" | "industrial" | "mixed" | "renovation" | "construction";
                        completion_date: string | null;
                        is_featured: boolean;
                        views_count: number;
                        thumbnail_url: string | null;
                        thumbnail_srcset: string | null;
                        area: number | null;
                        duration_months: number | null;
                        description_ar: string;
                        description_en: string;
                        budget: number | null;
                        currency: string;
                        client_name: string;
                        work_done_ar: string;
                        work_done_en: string;
                        finishing_ar: string;
                        finishing_en: string;
                        features_ar: string[];
                        features_en: string[];
                        project_media: {
                            id: number;
                            /** @enum {string} */
                            media_type: "image" | "video";
                            file_url: string;
                            srcset: string | null;
                            width: number | null;
                            height: number | null;
                            caption_ar: string;
                            caption_en: string;
                        }[];
                        photos_pending: number;
                        /** @description Key features in the request's language (Accept-Language) */
                        features: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    realtyCompletedProjectsViews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        views_count: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    commonContactMessagesCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    phone?: string | null;
                    subject?: string | null;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    notificationsUnsubscribe: {
        parameters: {
            query: {
                /** @description The signed token from the e-mail’s link. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "inquiry_received" | "inquiry_sent" | "listing_approved" | "listing_rejected" | "saved_search_alert";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    savedSearchesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string | null;
                        auto_name: {
                            ar: string;
                            en: string;
                        };
                        filters: {
                            [key: string]: string | number;
                        };
                        /** @enum {string} */
                        frequency: "instant" | "daily" | "off";
                        result_count: number;
                        result_count_capped: boolean;
                        created_at: string;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    savedSearchesCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    filters: {
                        /** @enum {string} */
                        purpose?: "sale" | "rent";
                        search?: string;
                        /** @enum {string} */
                        type?: "apartment" | "villa" | "house" | "land" | "office" | "commercial" | "warehouse";
                        city?: number;
                        price_min?: number;
                        price_max?: number;
                        /** @enum {string} */
                        currency?: "USD" | "JOD" | "ILS";
                        area_min?: number;
                        area_max?: number;
                        beds_min?: number;
                        baths_min?: number;
                        bbox?: string;
                    };
                    /**
                     * @default daily
                     * @enum {string}
                     */
                    frequency?: "instant" | "daily" | "off";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string | null;
                        auto_name: {
                            ar: string;
                            en: string;
                        };
                        filters: {
                            [key: string]: string | number;
                        };
                        /** @enum {string} */
                        frequency: "instant" | "daily" | "off";
                        result_count: number;
                        result_count_capped: boolean;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    savedSearchesDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    savedSearchesPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    /** @enum {string} */
                    frequency?: "instant" | "daily" | "off";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string | null;
                        auto_name: {
                            ar: string;
                            en: string;
                        };
                        filters: {
                            [key: string]: string | number;
                        };
                        /** @enum {string} */
                        frequency: "instant" | "daily" | "off";
                        result_count: number;
                        result_count_capped: boolean;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    mapStyleRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    exchangeRatesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        currency: "USD" | "JOD" | "ILS";
                        per_usd: number;
                        set_at: string;
                    }[];
                };
            };
        };
    };
    adminPropertiesList: {
        parameters: {
            query?: {
                /** @description The page number, from 1 (a deep page: use `cursor`). */
                page?: number;
                /** @description Items per page (larger sizes are clamped to the maximum). */
                page_size?: number;
                /** @description The opaque token of a `next` or `previous` link: any depth, stable while rows change. */
                cursor?: string;
                /** @description Only items in this status. */
                status?: "draft" | "pending" | "active" | "rejected" | "sold" | "rented";
                /** @description Text to search for, in Arabic or English. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            title: string;
                            /** @enum {string} */
                            text_lang: "ar" | "en";
                            title_ar: string;
                            title_en: string;
                            /** @enum {string} */
                            type: "apartment" | "villa" | "house" | "land" | "office" | "commercial" | "warehouse";
                            /** @enum {string} */
                            purpose: "sale" | "rent";
                            price: number;
                            /** @enum {string} */
                            currency: "USD" | "JOD" | "ILS";
                            price_usd: number;
                            area: number;
                            beds: number | null;
                            baths: number | null;
                            floors: number | null;
                            city: {
                                id: number;
                                name_ar: string;
                                name_en: string;
                            };
                            country: {
                                id: number;
                                name_ar: string;
                                name_en: string;
                            };
                            village: string | null;
                            address: string;
                            /** @enum {string} */
                            status: "draft" | "pending" | "active" | "rejected" | "sold" | "rented";
                            created_at: string;
                            views_count: number;
                            cover_image: {
                                url: string;
                                srcset: string;
                                width: number | null;
                                height: number | null;
                            } | null;
                            media_list: string[];
                            rejection_reason: string | null;
                            updated_at: string;
                            changes: {
                                /** @enum {string} */
                                status: "pending" | "rejected";
                                rejection_reason: string | null;
                            } | null;
                            photos_pending: number;
                            owner: {
                                id: number;
                                name: string;
                                email: string;
                                email_verified: boolean;
                            };
                            published_at: string | null;
                        }[];
                        count_capped: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminPropertiesApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminPropertiesReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminPropertiesHide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminListingChangesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: {
                            id: number;
                            title: string;
                            /** @enum {string} */
                            text_lang: "ar" | "en";
                            title_ar: string;
                            title_en: string;
                            /** @enum {string} */
                            status: "draft" | "pending" | "active" | "rejected" | "sold" | "rented";
                            owner_id: number;
                            changes: {
                                /** @enum {string} */
                                status: "pending" | "rejected";
                                fields: {
                                    [key: string]: unknown;
                                };
                                rejection_reason: string | null;
                                submitted_at: string;
                            };
                            published: {
                                [key: string]: unknown;
                            };
                        }[];
                        cities: {
                            id: number;
                            name_ar: string;
                            name_en: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminListingChangesApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminListingChangesReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminUsersList: {
        parameters: {
            query?: {
                /** @description The page number, from 1 (a deep page: use `cursor`). */
                page?: number;
                /** @description Items per page (larger sizes are clamped to the maximum). */
                page_size?: number;
                /** @description Text to search for, in Arabic or English. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "client" | "provider";
                            is_staff: boolean;
                            is_active: boolean;
                            date_joined: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminUsersPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_staff?: boolean;
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string;
                        name: string;
                        /** @enum {string} */
                        role: "client" | "provider";
                        is_staff: boolean;
                        is_active: boolean;
                        date_joined: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminContactMessagesList: {
        parameters: {
            query?: {
                /** @description The page number, from 1 (a deep page: use `cursor`). */
                page?: number;
                /** @description Items per page (larger sizes are clamped to the maximum). */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            name: string;
                            email: string;
                            phone: string | null;
                            subject: string | null;
                            message: string;
                            /** @enum {string} */
                            language: "ar" | "en";
                            created_at: string;
                            read_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminContactMessagesPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    read: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminAuditLogList: {
        parameters: {
            query?: {
                /** @description The page number, from 1 (a deep page: use `cursor`). */
                page?: number;
                /** @description Items per page (larger sizes are clamped to the maximum). */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            actor: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                            action: string;
                            entity: string;
                            entity_id: string | null;
                            details: unknown;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminHeroesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        page: "home" | "finance" | "realty" | "buysell" | "rent" | "construction" | "completed_projects";
                        hero: {
                            /** @enum {string} */
                            page: "home" | "finance" | "realty" | "buysell" | "rent" | "construction" | "completed_projects";
                            title_ar: string;
                            title_en: string;
                            subtitle_ar: string;
                            subtitle_en: string;
                            background_image_url: string | null;
                            background_image_pending: boolean;
                            background_video_url: string | null;
                            background_image: string | null;
                            background_video: string | null;
                            cta_text_ar: string | null;
                            cta_text_en: string | null;
                            cta_link: string | null;
                        } | null;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminHeroesUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The page whose hero this is. */
                page: "home" | "finance" | "realty" | "buysell" | "rent" | "construction" | "completed_projects";
            };
            cookie?: never;
        };
        /** @description Multipart form (or JSON without files): at most 1 photo(s) and 1 video(s) per hero; the type is read from each file's bytes. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    title_ar: string;
                    title_en: string;
                    /** @default  */
                    subtitle_ar?: string;
                    /** @default  */
                    subtitle_en?: string;
                    cta_text_ar?: string;
                    cta_text_en?: string;
                    cta_link?: string;
                    /** @enum {string} */
                    remove_image?: "true" | "false";
                    /** @enum {string} */
                    remove_video?: "true" | "false";
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB (image/jpeg, image/png, image/webp, image/gif, image/avif).
                     */
                    background_image?: Blob;
                    /**
                     * Format: binary
                     * @description a video of at most 50 MB (video/mp4, video/quicktime, video/webm).
                     */
                    background_video?: Blob;
                };
                "application/json": {
                    title_ar: string;
                    title_en: string;
                    /** @default  */
                    subtitle_ar?: string;
                    /** @default  */
                    subtitle_en?: string;
                    cta_text_ar?: string;
                    cta_text_en?: string;
                    cta_link?: string;
                    /** @enum {string} */
                    remove_image?: "true" | "false";
                    /** @enum {string} */
                    remove_video?: "true" | "false";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        page: "home" | "finance" | "realty" | "buysell" | "rent" | "construction" | "completed_projects";
                        title_ar: string;
                        title_en: string;
                        subtitle_ar: string;
                        subtitle_en: string;
                        background_image_url: string | null;
                        background_image_pending: boolean;
                        background_video_url: string | null;
                        background_image: string | null;
                        background_video: string | null;
                        cta_text_ar: string | null;
                        cta_text_en: string | null;
                        cta_link: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminOfferingsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title_ar: string;
                        title_en: string;
                        description_ar: string;
                        description_en: string;
                        /** @enum {string} */
                        category: "consultation" | "financial_planning" | "investment" | "portfolio_management" | "market_analysis" | "risk_management";
                        price: number | null;
                        /** @enum {string|null} */
                        price_unit: "session" | "hour" | "month" | "day" | null;
                        currency: string;
                        order: number;
                        is_active: boolean;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminOfferingsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title_ar: string;
                    title_en: string;
                    description_ar?: string | null;
                    description_en?: string | null;
                    /** @enum {string} */
                    category: "consultation" | "financial_planning" | "investment" | "portfolio_management" | "market_analysis" | "risk_management";
                    price?: number | null;
                    /** @enum {string|null} */
                    price_unit?: "session" | "hour" | "month" | "day" | null;
                    /** @default 0 */
                    order?: number;
                    /** @default true */
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title_ar: string;
                        title_en: string;
                        description_ar: string;
                        description_en: string;
                        /** @enum {string} */
                        category: "consultation" | "financial_planning" | "investment" | "portfolio_management" | "market_analysis" | "risk_management";
                        price: number | null;
                        /** @enum {string|null} */
                        price_unit: "session" | "hour" | "month" | "day" | null;
                        currency: string;
                        order: number;
                        is_active: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminOfferingsDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminOfferingsPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title_ar?: string;
                    title_en?: string;
                    description_ar?: string | null;
                    description_en?: string | null;
                    /** @enum {string} */
                    category?: "consultation" | "financial_planning" | "investment" | "portfolio_management" | "market_analysis" | "risk_management";
                    price?: number | null;
                    /** @enum {string|null} */
                    price_unit?: "session" | "hour" | "month" | "day" | null;
                    /** @default 0 */
                    order?: number;
                    /** @default true */
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title_ar: string;
                        title_en: string;
                        description_ar: string;
                        description_en: string;
                        /** @enum {string} */
                        category: "consultation" | "financial_planning" | "investment" | "portfolio_management" | "market_analysis" | "risk_management";
                        price: number | null;
                        /** @enum {string|null} */
                        price_unit: "session" | "hour" | "month" | "day" | null;
                        currency: string;
                        order: number;
                        is_active: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminCountriesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name_ar: string;
                        name_en: string;
                        code: string;
                        cities_count: number;
                        listings_count: number;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminCountriesCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name_ar: string;
                    name_en: string;
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name_ar: string;
                        name_en: string;
                        code: string;
                        cities_count: number;
                        listings_count: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminCountriesDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminCountriesPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name_ar: string;
                    name_en: string;
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name_ar: string;
                        name_en: string;
                        code: string;
                        cities_count: number;
                        listings_count: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminCitiesList: {
        parameters: {
            query?: {
                /** @description Only the cities of this country (id). */
                country_id?: number;
                /** @description Text to search for, in Arabic or English. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name_ar: string;
                        name_en: string;
                        country_id: number;
                        governorate_ar: string;
                        governorate_en: string;
                        latitude: number | null;
                        longitude: number | null;
                        listings_count: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminCitiesCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name_ar: string;
                    name_en: string;
                    country_id: number;
                    governorate_ar: string;
                    governorate_en: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name_ar: string;
                        name_en: string;
                        country_id: number;
                        governorate_ar: string;
                        governorate_en: string;
                        latitude: number | null;
                        longitude: number | null;
                        listings_count: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminCitiesDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminCitiesPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name_ar: string;
                    name_en: string;
                    country_id: number;
                    governorate_ar: string;
                    governorate_en: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name_ar: string;
                        name_en: string;
                        country_id: number;
                        governorate_ar: string;
                        governorate_en: string;
                        latitude: number | null;
                        longitude: number | null;
                        listings_count: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminProjectsList: {
        parameters: {
            query?: {
                /** @description The page number, from 1 (a deep page: use `cursor`). */
                page?: number;
                /** @description Items per page (larger sizes are clamped to the maximum). */
                page_size?: number;
                /** @description Text to search for, in Arabic or English. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            title_ar: string;
                            title_en: string;
                            location_ar: string;
                            location_en: string;
                            /** @enum {string} */
                            project_type: "residential" | "commercial" | "industrial" | "mixed" | "renovation" | "construction";
                            completion_date: string | null;
                            is_featured: boolean;
                            views_count: number;
                            thumbnail_url: string | null;
                            thumbnail_srcset: string | null;
                            area: number | null;
                            duration_months: number | null;
                            images_count: number;
                            videos_count: number;
                            photos_pending: number;
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminProjectsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Multipart form (or JSON without files): at most 10 photo(s) and 3 video(s) per project; the type is read from each file's bytes. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    title_ar: string;
                    title_en: string;
                    description_ar?: string | null;
                    description_en?: string | null;
                    location_ar?: string | null;
                    location_en?: string | null;
                    /** @enum {string} */
                    project_type: "residential" | "commercial" | "industrial" | "mixed" | "renovation" | "construction";
                    completion_date?: string | null;
                    is_featured?: boolean;
                    area?: number | null;
                    budget?: number | null;
                    /** @enum {string|null} */
                    currency?: "USD" | "JOD" | "ILS" | null;
                    duration_months?: number | null;
                    client_name?: string | null;
                    work_done_ar?: string | null;
                    work_done_en?: string | null;
                    finishing_ar?: string | null;
                    finishing_en?: string | null;
                    features_ar?: string[] | null;
                    features_en?: string[] | null;
                    media?: {
                        id?: number;
                        file?: string;
                        caption_ar?: string | null;
                        caption_en?: string | null;
                    }[];
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_0?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_1?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_2?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_3?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_4?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_5?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_6?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_7?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_8?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_9?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_10?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_11?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_12?: Blob;
                };
                "application/json": {
                    title_ar: string;
                    title_en: string;
                    description_ar?: string | null;
                    description_en?: string | null;
                    location_ar?: string | null;
                    location_en?: string | null;
                    /** @enum {string} */
                    project_type: "residential" | "commercial" | "industrial" | "mixed" | "renovation" | "construction";
                    completion_date?: string | null;
                    is_featured?: boolean;
                    area?: number | null;
                    budget?: number | null;
                    /** @enum {string|null} */
                    currency?: "USD" | "JOD" | "ILS" | null;
                    duration_months?: number | null;
                    client_name?: string | null;
                    work_done_ar?: string | null;
                    work_done_en?: string | null;
                    finishing_ar?: string | null;
                    finishing_en?: string | null;
                    features_ar?: string[] | null;
                    features_en?: string[] | null;
                    media?: {
                        id?: number;
                        file?: string;
                        caption_ar?: string | null;
                        caption_en?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title_ar: string;
                        title_en: string;
                        location_ar: string;
                        location_en: string;
                        /** @enum {string} */
                        project_type: "residential" | "commercial" | "industrial" | "mixed" | "renovation" | "construction";
                        completion_date: string | null;
                        is_featured: boolean;
                        views_count: number;
                        thumbnail_url: string | null;
                        thumbnail_srcset: string | null;
                        area: number | null;
                        duration_months: number | null;
                        description_ar: string;
                        description_en: string;
                        budget: number | null;
                        currency: string;
                        client_name: string;
                        work_done_ar: string;
                        work_done_en: string;
                        finishing_ar: string;
                        finishing_en: string;
                        features_ar: string[];
                        features_en: string[];
                        project_media: {
                            id: number;
                            /** @enum {string} */
                            media_type: "image" | "video";
                            file_url: string;
                            srcset: string | null;
                            width: number | null;
                            height: number | null;
                            caption_ar: string;
                            caption_en: string;
                        }[];
                        photos_pending: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminProjectsRetrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title_ar: string;
                        title_en: string;
                        location_ar: string;
                        location_en: string;
                        /** @enum {string} */
                        project_type: "residential" | "commercial" | "industrial" | "mixed" | "renovation" | "construction";
                        completion_date: string | null;
                        is_featured: boolean;
                        views_count: number;
                        thumbnail_url: string | null;
                        thumbnail_srcset: string | null;
                        area: number | null;
                        duration_months: number | null;
                        description_ar: string;
                        description_en: string;
                        budget: number | null;
                        currency: string;
                        client_name: string;
                        work_done_ar: string;
                        work_done_en: string;
                        finishing_ar: string;
                        finishing_en: string;
                        features_ar: string[];
                        features_en: string[];
                        project_media: {
                            id: number;
                            /** @enum {string} */
                            media_type: "image" | "video";
                            file_url: string;
                            srcset: string | null;
                            width: number | null;
                            height: number | null;
                            caption_ar: string;
                            caption_en: string;
                        }[];
                        photos_pending: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminProjectsDestroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminProjectsPartialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        /** @description Multipart form (or JSON without files): at most 10 photo(s) and 3 video(s) per project; the type is read from each file's bytes. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    title_ar: string;
                    title_en: string;
                    description_ar?: string | null;
                    description_en?: string | null;
                    location_ar?: string | null;
                    location_en?: string | null;
                    /** @enum {string} */
                    project_type: "residential" | "commercial" | "industrial" | "mixed" | "renovation" | "construction";
                    completion_date?: string | null;
                    is_featured?: boolean;
                    area?: number | null;
                    budget?: number | null;
                    /** @enum {string|null} */
                    currency?: "USD" | "JOD" | "ILS" | null;
                    duration_months?: number | null;
                    client_name?: string | null;
                    work_done_ar?: string | null;
                    work_done_en?: string | null;
                    finishing_ar?: string | null;
                    finishing_en?: string | null;
                    features_ar?: string[] | null;
                    features_en?: string[] | null;
                    media?: {
                        id?: number;
                        file?: string;
                        caption_ar?: string | null;
                        caption_en?: string | null;
                    }[];
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_0?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_1?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_2?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_3?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_4?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_5?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_6?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_7?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_8?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_9?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_10?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_11?: Blob;
                    /**
                     * Format: binary
                     * @description A photo of at most 15 MB, or a video of at most 50 MB (image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/quicktime, video/webm).
                     */
                    file_12?: Blob;
                };
                "application/json": {
                    title_ar: string;
                    title_en: string;
                    description_ar?: string | null;
                    description_en?: string | null;
                    location_ar?: string | null;
                    location_en?: string | null;
                    /** @enum {string} */
                    project_type: "residential" | "commercial" | "industrial" | "mixed" | "renovation" | "construction";
                    completion_date?: string | null;
                    is_featured?: boolean;
                    area?: number | null;
                    budget?: number | null;
                    /** @enum {string|null} */
                    currency?: "USD" | "JOD" | "ILS" | null;
                    duration_months?: number | null;
                    client_name?: string | null;
                    work_done_ar?: string | null;
                    work_done_en?: string | null;
                    finishing_ar?: string | null;
                    finishing_en?: string | null;
                    features_ar?: string[] | null;
                    features_en?: string[] | null;
                    media?: {
                        id?: number;
                        file?: string;
                        caption_ar?: string | null;
                        caption_en?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title_ar: string;
                        title_en: string;
                        location_ar: string;
                        location_en: string;
                        /** @enum {string} */
                        project_type: "residential" | "commercial" | "industrial" | "mixed" | "renovation" | "construction";
                        completion_date: string | null;
                        is_featured: boolean;
                        views_count: number;
                        thumbnail_url: string | null;
                        thumbnail_srcset: string | null;
                        area: number | null;
                        duration_months: number | null;
                        description_ar: string;
                        description_en: string;
                        budget: number | null;
                        currency: string;
                        client_name: string;
                        work_done_ar: string;
                        work_done_en: string;
                        finishing_ar: string;
                        finishing_en: string;
                        features_ar: string[];
                        features_en: string[];
                        project_media: {
                            id: number;
                            /** @enum {string} */
                            media_type: "image" | "video";
                            file_url: string;
                            srcset: string | null;
                            width: number | null;
                            height: number | null;
                            caption_ar: string;
                            caption_en: string;
                        }[];
                        photos_pending: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminOutboxList: {
        parameters: {
            query?: {
                /** @description The page number, from 1 (a deep page: use `cursor`). */
                page?: number;
                /** @description Items per page (larger sizes are clamped to the maximum). */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            recipient: string;
                            kind: string;
                            /** @enum {string} */
                            language: "ar" | "en";
                            subject: string;
                            text: string;
                            headers: {
                                [key: string]: string;
                            };
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminReportsList: {
        parameters: {
            query?: {
                /** @description The page number, from 1 (a deep page: use `cursor`). */
                page?: number;
                /** @description Items per page (larger sizes are clamped to the maximum). */
                page_size?: number;
                /** @description Only items in this status. */
                status?: "open" | "hidden" | "dismissed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            /** @enum {string} */
                            reason: "fraud" | "wrong_info" | "unavailable" | "duplicate" | "offensive" | "other";
                            details: string | null;
                            /** @enum {string} */
                            status: "open" | "hidden" | "dismissed";
                            created_at: string;
                            resolved_at: string | null;
                            property: {
                                id: number;
                                title: string;
                                /** @enum {string} */
                                text_lang: "ar" | "en";
                                title_ar: string;
                                title_en: string;
                                /** @enum {string} */
                                status: "draft" | "pending" | "active" | "rejected" | "sold" | "rented";
                            };
                            reporter: {
                                id: number;
                                name: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminReportsHide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminReportsDismiss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the item. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminExchangeRatesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        currency: "USD" | "JOD" | "ILS";
                        per_usd: number;
                        set_at: string;
                        set_by: {
                            id: number;
                            name: string;
                        } | null;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
    adminExchangeRatesUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The currency whose rate this is. */
                currency: "JOD" | "ILS";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    per_usd: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        currency: "USD" | "JOD" | "ILS";
                        per_usd: number;
                        set_at: string;
                        set_by: {
                            id: number;
                            name: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        detail: string;
                        /** @enum {string} */
                        code: "validation_error";
                        field_codes: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    }) | {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: string;
                    };
                };
            };
        };
    };
}
