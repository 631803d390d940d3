// Generated from the API document by test/openapi-client.test.ts (UPDATE_OPENAPI=1). Do not edit.

export interface paths {
    "/api/users/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
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
                            permissions: {
                                /** @enum {string} */
                                domain: "advertisingAssets" | "advertisingLogos" | "globalRetail" | "products" | "productDocuments" | "productAssortments" | "internalAssortments" | "sampleOrders" | "promoOrders" | "wholesaleOrders" | "conference" | "adminUsers" | "divisionGroups" | "territories" | "customers" | "reports" | "orders" | "stepTraining" | "travelCalendar" | "keyItemPricing" | "spendingApproval" | "upcLookup" | "sampleInventory" | "webhooks";
                                /** @enum {string} */
                                role: "user" | "editor" | "seniorEditor" | "admin" | "adminEditor" | "manager" | "approver" | "seniorApprover" | "coordinator" | "seniorCoordinator" | "sampleCoordinator" | "distributor" | "DIS" | "FR" | "REP" | "CSREP";
                                /** @enum {string} */
                                subRole?: "editor" | "seniorEditor" | "manager";
                                scopes?: {
                                    /** @enum {string} */
                                    region?: "All" | "International" | "Europe" | "Domestic";
                                    /** @enum {string} */
                                    channel?: "All" | "Wholesale" | "Retail";
                                    /** @enum {string} */
                                    productType?: "All" | "Footwear" | "Apparel" | "POP";
                                    libraries?: ("Production" | "Sales")[];
                                    conferenceGroups?: ("Asian JV" | "Domestic" | "International")[];
                                };
                            }[];
                            userTBEs: {
                                territory: string;
                                businessEntity: string;
                                locations: {
                                    key: string;
                                    colorFilters?: {
                                        POP?: string[];
                                    };
                                }[];
                            }[];
                            departmentAccess: string[];
                            userActiveLocation: string | null;
                            hasAdvancedRights: boolean;
                            wof: {
                                access: boolean;
                                country: string | null;
                            };
                            conferenceAccess: {
                                asian: boolean;
                                domestic: boolean;
                                international: boolean;
                            };
                            isEditor: boolean;
                            isSeniorEditor: boolean;
                            /** @enum {string} */
                            status: "pending" | "active" | "deactivated";
                            sessionOptions: {
                                userTimeoutMs?: number;
                                userWarningMs?: number;
                            };
                            _id: string;
                            userCode: string;
                            name: string;
                            lastName: string;
                            email: string;
                            /** @enum {string} */
                            strategy: "local" | "okta";
                            entity: string | null;
                            country: string | null;
                            lastLoginAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Keep the session alive */
        get: {
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
                            permissions: {
                                /** @enum {string} */
                                domain: "advertisingAssets" | "advertisingLogos" | "globalRetail" | "products" | "productDocuments" | "productAssortments" | "internalAssortments" | "sampleOrders" | "promoOrders" | "wholesaleOrders" | "conference" | "adminUsers" | "divisionGroups" | "territories" | "customers" | "reports" | "orders" | "stepTraining" | "travelCalendar" | "keyItemPricing" | "spendingApproval" | "upcLookup" | "sampleInventory" | "webhooks";
                                /** @enum {string} */
                                role: "user" | "editor" | "seniorEditor" | "admin" | "adminEditor" | "manager" | "approver" | "seniorApprover" | "coordinator" | "seniorCoordinator" | "sampleCoordinator" | "distributor" | "DIS" | "FR" | "REP" | "CSREP";
                                /** @enum {string} */
                                subRole?: "editor" | "seniorEditor" | "manager";
                                scopes?: {
                                    /** @enum {string} */
                                    region?: "All" | "International" | "Europe" | "Domestic";
                                    /** @enum {string} */
                                    channel?: "All" | "Wholesale" | "Retail";
                                    /** @enum {string} */
                                    productType?: "All" | "Footwear" | "Apparel" | "POP";
                                    libraries?: ("Production" | "Sales")[];
                                    conferenceGroups?: ("Asian JV" | "Domestic" | "International")[];
                                };
                            }[];
                            userTBEs: {
                                territory: string;
                                businessEntity: string;
                                locations: {
                                    key: string;
                                    colorFilters?: {
                                        POP?: string[];
                                    };
                                }[];
                            }[];
                            departmentAccess: string[];
                            userActiveLocation: string | null;
                            hasAdvancedRights: boolean;
                            wof: {
                                access: boolean;
                                country: string | null;
                            };
                            conferenceAccess: {
                                asian: boolean;
                                domestic: boolean;
                                international: boolean;
                            };
                            isEditor: boolean;
                            isSeniorEditor: boolean;
                            /** @enum {string} */
                            status: "pending" | "active" | "deactivated";
                            sessionOptions: {
                                userTimeoutMs?: number;
                                userWarningMs?: number;
                            };
                            _id: string;
                            userCode: string;
                            name: string;
                            lastName: string;
                            email: string;
                            /** @enum {string} */
                            strategy: "local" | "okta";
                            entity: string | null;
                            country: string | null;
                            lastLoginAt: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** End the session */
        get: {
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
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List your API tokens */
        get: {
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
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            /** @enum {string} */
                            access: "read" | "write";
                            createdAt: string;
                            lastUsedAt: string | null;
                            expiresAt: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Create an API token (answered once; in the browser only) */
        post: {
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
                        /** @enum {string} */
                        access: "read" | "write";
                        /** @enum {number} */
                        expiresInDays: 30 | 90 | 365;
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
                            /** Format: uuid */
                            _id: string;
                            token: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke one of your API tokens */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a person's API tokens */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
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
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            /** @enum {string} */
                            access: "read" | "write";
                            createdAt: string;
                            lastUsedAt: string | null;
                            expiresAt: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a person's API token */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                    id: string;
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
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
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
                            version: string;
                            database: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the webhook endpoints */
        get: {
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
                            /** Format: uuid */
                            _id: string;
                            url: string;
                            events: ("assortment.saved" | "assortment.deleted" | "document.ready" | "order.status_changed" | "sample.transferred" | "user.created" | "user.permissions_changed")[];
                            enabled: boolean;
                            failuresInARow: number;
                            disabledAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Register an endpoint (its signing secret is answered this once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uri */
                        url: string;
                        events: ("assortment.saved" | "assortment.deleted" | "document.ready" | "order.status_changed" | "sample.transferred" | "user.created" | "user.permissions_changed")[];
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
                            /** Format: uuid */
                            _id: string;
                            secret: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An endpoint */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
                            /** Format: uuid */
                            _id: string;
                            url: string;
                            events: ("assortment.saved" | "assortment.deleted" | "document.ready" | "order.status_changed" | "sample.transferred" | "user.created" | "user.permissions_changed")[];
                            enabled: boolean;
                            failuresInARow: number;
                            disabledAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Remove an endpoint */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
            };
        };
        options?: never;
        head?: never;
        /** Change an endpoint: its address, events, or whether it is enabled */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uri */
                        url?: string;
                        events?: ("assortment.saved" | "assortment.deleted" | "document.ready" | "order.status_changed" | "sample.transferred" | "user.created" | "user.permissions_changed")[];
                        enabled?: boolean;
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
                            /** Format: uuid */
                            _id: string;
                            url: string;
                            events: ("assortment.saved" | "assortment.deleted" | "document.ready" | "order.status_changed" | "sample.transferred" | "user.created" | "user.permissions_changed")[];
                            enabled: boolean;
                            failuresInARow: number;
                            disabledAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An endpoint's last 100 deliveries, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
                            /** Format: uuid */
                            _id: string;
                            /** Format: uuid */
                            eventId: string;
                            event: string;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            attempts: number;
                            createdAt: string;
                            lastAttemptAt: string | null;
                            responseStatus: number | null;
                            error: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the endpoint a ping event */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            eventId: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/access-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        name: string;
                        lastName: string;
                        entity?: string;
                        country?: string;
                        reason?: string;
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
                            message: string;
                            messageCode: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/confirm-email/{userId}/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                    code: string;
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
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
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
                            message: string;
                            messageCode: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/set-password/{userId}/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                    code: string;
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
                            email: string;
                            name: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                    code: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
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
                            permissions: {
                                /** @enum {string} */
                                domain: "advertisingAssets" | "advertisingLogos" | "globalRetail" | "products" | "productDocuments" | "productAssortments" | "internalAssortments" | "sampleOrders" | "promoOrders" | "wholesaleOrders" | "conference" | "adminUsers" | "divisionGroups" | "territories" | "customers" | "reports" | "orders" | "stepTraining" | "travelCalendar" | "keyItemPricing" | "spendingApproval" | "upcLookup" | "sampleInventory" | "webhooks";
                                /** @enum {string} */
                                role: "user" | "editor" | "seniorEditor" | "admin" | "adminEditor" | "manager" | "approver" | "seniorApprover" | "coordinator" | "seniorCoordinator" | "sampleCoordinator" | "distributor" | "DIS" | "FR" | "REP" | "CSREP";
                                /** @enum {string} */
                                subRole?: "editor" | "seniorEditor" | "manager";
                                scopes?: {
                                    /** @enum {string} */
                                    region?: "All" | "International" | "Europe" | "Domestic";
                                    /** @enum {string} */
                                    channel?: "All" | "Wholesale" | "Retail";
                                    /** @enum {string} */
                                    productType?: "All" | "Footwear" | "Apparel" | "POP";
                                    libraries?: ("Production" | "Sales")[];
                                    conferenceGroups?: ("Asian JV" | "Domestic" | "International")[];
                                };
                            }[];
                            userTBEs: {
                                territory: string;
                                businessEntity: string;
                                locations: {
                                    key: string;
                                    colorFilters?: {
                                        POP?: string[];
                                    };
                                }[];
                            }[];
                            departmentAccess: string[];
                            userActiveLocation: string | null;
                            hasAdvancedRights: boolean;
                            wof: {
                                access: boolean;
                                country: string | null;
                            };
                            conferenceAccess: {
                                asian: boolean;
                                domestic: boolean;
                                international: boolean;
                            };
                            isEditor: boolean;
                            isSeniorEditor: boolean;
                            /** @enum {string} */
                            status: "pending" | "active" | "deactivated";
                            sessionOptions: {
                                userTimeoutMs?: number;
                                userWarningMs?: number;
                            };
                            _id: string;
                            userCode: string;
                            name: string;
                            lastName: string;
                            email: string;
                            /** @enum {string} */
                            strategy: "local" | "okta";
                            entity: string | null;
                            country: string | null;
                            lastLoginAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether single sign-on is offered */
        get: {
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
                            enabled: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/sso/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Go to the identity provider to sign in */
        get: {
            parameters: {
                query?: {
                    returnTo?: string;
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
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/sso/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the identity provider sends the browser back */
        get: {
            parameters: {
                query?: {
                    state?: string;
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
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/ad-register/{pendingUser}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The details a first-time single sign-on user confirms */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    pendingUser: string;
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
                            email: string;
                            name: string;
                            lastName: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Send the access request of a first-time single sign-on user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    pendingUser: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        entity?: string;
                        country?: string;
                        reason?: string;
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
                            message: string;
                            messageCode?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/autocomplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    text: string;
                    limit?: number;
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
                            _id: string;
                            userCode: string;
                            name: string;
                            lastName: string;
                            email: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    text?: string;
                    status?: "pending" | "active" | "deactivated";
                    skip?: number;
                    limit?: number;
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
                            totalCount: number;
                            data: {
                                permissions: {
                                    /** @enum {string} */
                                    domain: "advertisingAssets" | "advertisingLogos" | "globalRetail" | "products" | "productDocuments" | "productAssortments" | "internalAssortments" | "sampleOrders" | "promoOrders" | "wholesaleOrders" | "conference" | "adminUsers" | "divisionGroups" | "territories" | "customers" | "reports" | "orders" | "stepTraining" | "travelCalendar" | "keyItemPricing" | "spendingApproval" | "upcLookup" | "sampleInventory" | "webhooks";
                                    /** @enum {string} */
                                    role: "user" | "editor" | "seniorEditor" | "admin" | "adminEditor" | "manager" | "approver" | "seniorApprover" | "coordinator" | "seniorCoordinator" | "sampleCoordinator" | "distributor" | "DIS" | "FR" | "REP" | "CSREP";
                                    /** @enum {string} */
                                    subRole?: "editor" | "seniorEditor" | "manager";
                                    scopes?: {
                                        /** @enum {string} */
                                        region?: "All" | "International" | "Europe" | "Domestic";
                                        /** @enum {string} */
                                        channel?: "All" | "Wholesale" | "Retail";
                                        /** @enum {string} */
                                        productType?: "All" | "Footwear" | "Apparel" | "POP";
                                        libraries?: ("Production" | "Sales")[];
                                        conferenceGroups?: ("Asian JV" | "Domestic" | "International")[];
                                    };
                                }[];
                                userTBEs: {
                                    territory: string;
                                    businessEntity: string;
                                    locations: {
                                        key: string;
                                        colorFilters?: {
                                            POP?: string[];
                                        };
                                    }[];
                                }[];
                                departmentAccess: string[];
                                userActiveLocation: string | null;
                                hasAdvancedRights: boolean;
                                wof: {
                                    access: boolean;
                                    country: string | null;
                                };
                                conferenceAccess: {
                                    asian: boolean;
                                    domestic: boolean;
                                    international: boolean;
                                };
                                isEditor: boolean;
                                isSeniorEditor: boolean;
                                /** @enum {string} */
                                status: "pending" | "active" | "deactivated";
                                sessionOptions: {
                                    userTimeoutMs?: number;
                                    userWarningMs?: number;
                                };
                                _id: string;
                                userCode: string;
                                name: string;
                                lastName: string;
                                email: string;
                                /** @enum {string} */
                                strategy: "local" | "okta";
                                entity: string | null;
                                country: string | null;
                                lastLoginAt: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
                            permissions: {
                                /** @enum {string} */
                                domain: "advertisingAssets" | "advertisingLogos" | "globalRetail" | "products" | "productDocuments" | "productAssortments" | "internalAssortments" | "sampleOrders" | "promoOrders" | "wholesaleOrders" | "conference" | "adminUsers" | "divisionGroups" | "territories" | "customers" | "reports" | "orders" | "stepTraining" | "travelCalendar" | "keyItemPricing" | "spendingApproval" | "upcLookup" | "sampleInventory" | "webhooks";
                                /** @enum {string} */
                                role: "user" | "editor" | "seniorEditor" | "admin" | "adminEditor" | "manager" | "approver" | "seniorApprover" | "coordinator" | "seniorCoordinator" | "sampleCoordinator" | "distributor" | "DIS" | "FR" | "REP" | "CSREP";
                                /** @enum {string} */
                                subRole?: "editor" | "seniorEditor" | "manager";
                                scopes?: {
                                    /** @enum {string} */
                                    region?: "All" | "International" | "Europe" | "Domestic";
                                    /** @enum {string} */
                                    channel?: "All" | "Wholesale" | "Retail";
                                    /** @enum {string} */
                                    productType?: "All" | "Footwear" | "Apparel" | "POP";
                                    libraries?: ("Production" | "Sales")[];
                                    conferenceGroups?: ("Asian JV" | "Domestic" | "International")[];
                                };
                            }[];
                            userTBEs: {
                                territory: string;
                                businessEntity: string;
                                locations: {
                                    key: string;
                                    colorFilters?: {
                                        POP?: string[];
                                    };
                                }[];
                            }[];
                            departmentAccess: string[];
                            userActiveLocation: string | null;
                            hasAdvancedRights: boolean;
                            wof: {
                                access: boolean;
                                country: string | null;
                            };
                            conferenceAccess: {
                                asian: boolean;
                                domestic: boolean;
                                international: boolean;
                            };
                            isEditor: boolean;
                            isSeniorEditor: boolean;
                            /** @enum {string} */
                            status: "pending" | "active" | "deactivated";
                            sessionOptions: {
                                userTimeoutMs?: number;
                                userWarningMs?: number;
                            };
                            _id: string;
                            userCode: string;
                            name: string;
                            lastName: string;
                            email: string;
                            /** @enum {string} */
                            strategy: "local" | "okta";
                            entity: string | null;
                            country: string | null;
                            lastLoginAt: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        permissions?: {
                            /** @enum {string} */
                            domain: "advertisingAssets" | "advertisingLogos" | "globalRetail" | "products" | "productDocuments" | "productAssortments" | "internalAssortments" | "sampleOrders" | "promoOrders" | "wholesaleOrders" | "conference" | "adminUsers" | "divisionGroups" | "territories" | "customers" | "reports" | "orders" | "stepTraining" | "travelCalendar" | "keyItemPricing" | "spendingApproval" | "upcLookup" | "sampleInventory" | "webhooks";
                            /** @enum {string} */
                            role: "user" | "editor" | "seniorEditor" | "admin" | "adminEditor" | "manager" | "approver" | "seniorApprover" | "coordinator" | "seniorCoordinator" | "sampleCoordinator" | "distributor" | "DIS" | "FR" | "REP" | "CSREP";
                            /** @enum {string} */
                            subRole?: "editor" | "seniorEditor" | "manager";
                            scopes?: {
                                /** @enum {string} */
                                region?: "All" | "International" | "Europe" | "Domestic";
                                /** @enum {string} */
                                channel?: "All" | "Wholesale" | "Retail";
                                /** @enum {string} */
                                productType?: "All" | "Footwear" | "Apparel" | "POP";
                                libraries?: ("Production" | "Sales")[];
                                conferenceGroups?: ("Asian JV" | "Domestic" | "International")[];
                            };
                        }[];
                        userTBEs?: {
                            territory: string;
                            businessEntity: string;
                            locations: {
                                key: string;
                                colorFilters?: {
                                    POP?: string[];
                                };
                            }[];
                        }[];
                        departmentAccess?: string[];
                        userActiveLocation?: string | null;
                        hasAdvancedRights?: boolean;
                        wof?: {
                            access: boolean;
                            country: string | null;
                        };
                        conferenceAccess?: {
                            asian: boolean;
                            domestic: boolean;
                            international: boolean;
                        };
                        isEditor?: boolean;
                        isSeniorEditor?: boolean;
                        /** @enum {string} */
                        status?: "pending" | "active" | "deactivated";
                        sessionOptions?: {
                            userTimeoutMs?: number;
                            userWarningMs?: number;
                        };
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
                            permissions: {
                                /** @enum {string} */
                                domain: "advertisingAssets" | "advertisingLogos" | "globalRetail" | "products" | "productDocuments" | "productAssortments" | "internalAssortments" | "sampleOrders" | "promoOrders" | "wholesaleOrders" | "conference" | "adminUsers" | "divisionGroups" | "territories" | "customers" | "reports" | "orders" | "stepTraining" | "travelCalendar" | "keyItemPricing" | "spendingApproval" | "upcLookup" | "sampleInventory" | "webhooks";
                                /** @enum {string} */
                                role: "user" | "editor" | "seniorEditor" | "admin" | "adminEditor" | "manager" | "approver" | "seniorApprover" | "coordinator" | "seniorCoordinator" | "sampleCoordinator" | "distributor" | "DIS" | "FR" | "REP" | "CSREP";
                                /** @enum {string} */
                                subRole?: "editor" | "seniorEditor" | "manager";
                                scopes?: {
                                    /** @enum {string} */
                                    region?: "All" | "International" | "Europe" | "Domestic";
                                    /** @enum {string} */
                                    channel?: "All" | "Wholesale" | "Retail";
                                    /** @enum {string} */
                                    productType?: "All" | "Footwear" | "Apparel" | "POP";
                                    libraries?: ("Production" | "Sales")[];
                                    conferenceGroups?: ("Asian JV" | "Domestic" | "International")[];
                                };
                            }[];
                            userTBEs: {
                                territory: string;
                                businessEntity: string;
                                locations: {
                                    key: string;
                                    colorFilters?: {
                                        POP?: string[];
                                    };
                                }[];
                            }[];
                            departmentAccess: string[];
                            userActiveLocation: string | null;
                            hasAdvancedRights: boolean;
                            wof: {
                                access: boolean;
                                country: string | null;
                            };
                            conferenceAccess: {
                                asian: boolean;
                                domestic: boolean;
                                international: boolean;
                            };
                            isEditor: boolean;
                            isSeniorEditor: boolean;
                            /** @enum {string} */
                            status: "pending" | "active" | "deactivated";
                            sessionOptions: {
                                userTimeoutMs?: number;
                                userWarningMs?: number;
                            };
                            _id: string;
                            userCode: string;
                            name: string;
                            lastName: string;
                            email: string;
                            /** @enum {string} */
                            strategy: "local" | "okta";
                            entity: string | null;
                            country: string | null;
                            lastLoginAt: string | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/options/data/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key: string;
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
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/charts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest announcements; without published=true, drafts too (for editors) */
        get: {
            parameters: {
                query?: {
                    published?: "true" | "false";
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
                            _id: string;
                            title: string;
                            body: string;
                            link: string | null;
                            published: boolean;
                            publishedAt: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assets/AdvertisingAsset/announcement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates an announcement */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        body: string;
                        link?: string | null;
                        /** @default false */
                        published?: boolean;
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
                            _id: string;
                            title: string;
                            body: string;
                            link: string | null;
                            published: boolean;
                            publishedAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/charts/{_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes an announcement */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    _id: string;
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
                            message: string;
                            messageCode?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Changes an announcement; unpublishing takes it off the feed */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    _id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title?: string;
                        body?: string;
                        link?: string | null;
                        published?: boolean;
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
                            _id: string;
                            title: string;
                            body: string;
                            link: string | null;
                            published: boolean;
                            publishedAt: string | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/assets/AdvertisingAsset/announcement/download/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An announcement as a pdf, labelled in `language` (Accept-Language when absent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        language?: string;
                    };
                };
            };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "search" | "export" | "addStyles";
                        modelType: string;
                        modelId?: string;
                        /** @default {} */
                        data?: {
                            [key: string]: unknown;
                        };
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
                            /** @enum {string} */
                            message: "Success";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortments/import/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reads an uploaded xlsx (first sheet) or CSV into its header and rows: formulas as their results, at most 100,000 rows, 25 MB
         * @description With `Accept: application/x-ndjson` the answer comes as lines: `{ progress: { rowsRead } }` every 2,000 rows, then `{ result }` (the table) or `{ status, error }`.
         */
        post: {
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
                            headers: string[];
                            rows: string[][];
                            rowCount: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sampleInventory/import/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reads an uploaded xlsx (first sheet) or CSV into its header and rows: formulas as their results, at most 100,000 rows, 25 MB
         * @description With `Accept: application/x-ndjson` the answer comes as lines: `{ progress: { rowsRead } }` every 2,000 rows, then `{ result }` (the table) or `{ status, error }`.
         */
        post: {
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
                            headers: string[];
                            rows: string[][];
                            rowCount: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/searches/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a link to a search (its page and filters) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        recipients: string[];
                        /** @default [] */
                        bccRecipients?: string[];
                        subject: string;
                        body?: string;
                        linkText?: string;
                        path: string;
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
                            message: string;
                            messageCode?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/searches/saved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The person's saved searches, newest first */
        get: {
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
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            query: string;
                            path: string;
                            /** Format: date-time */
                            createdDate: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Saves a search under a name */
        post: {
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
                        query: string;
                        path: string;
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
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            query: string;
                            path: string;
                            /** Format: date-time */
                            createdDate: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/searches/saved/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes one of the person’s saved searches */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
                            message: string;
                            messageCode?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    skip?: number;
                    limit?: number;
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
                            totalCount: number;
                            data: {
                                _id: string;
                                to: string[];
                                subject: string;
                                text: string;
                                attachments: {
                                    filename: string;
                                    size: number;
                                }[];
                                /** @enum {string} */
                                status: "queued" | "sent" | "failed" | "kept";
                                attempts: number;
                                createdAt: string;
                                sentAt: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/outbox/{id}/attachments/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file sent with a mail of the outbox */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    index: number;
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
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortments/admin/report/{reportRoute}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The assortment export or the user activity report as xlsx, for the filters, period, accounts and territories */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reportRoute: "assortment-export" | "user-activity";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default {
                         *       "states": []
                         *     }
                         */
                        filters?: {
                            /** @default [] */
                            states?: ("Published" | "Unpublished" | "Archived")[];
                        };
                        /**
                         * @default {
                         *       "includeProducts": false,
                         *       "includeArchived": false,
                         *       "includeEvents": false
                         *     }
                         */
                        options?: {
                            /** @default false */
                            includeProducts?: boolean;
                            /** @default false */
                            includeArchived?: boolean;
                            /** @default false */
                            includeEvents?: boolean;
                        };
                        period?: {
                            /** @enum {string} */
                            by: "seasons";
                            seasons: {
                                /** @enum {string} */
                                season: "Spring" | "Fall";
                                year: number;
                            }[];
                        } | {
                            /** @enum {string} */
                            by: "dates";
                            from: string;
                            to: string;
                        };
                        /** @default [] */
                        accounts?: string[];
                        /** @default [] */
                        territories?: string[];
                        /** @default {} */
                        keyInitiative?: {
                            /** @enum {string} */
                            channel?: "All" | "Wholesale" | "Retail";
                            /** @enum {string} */
                            region?: "All" | "International" | "Europe" | "Domestic";
                            /** @enum {string} */
                            productType?: "Footwear" | "Apparel" | "POP";
                            /** @enum {string} */
                            season?: "Spring" | "Fall";
                            year?: number;
                        };
                    };
                };
            };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortments/admin/report-schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The person's report schedules, newest first */
        get: {
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
                            data: {
                                /** @enum {string} */
                                reportRoute: "assortment-export" | "user-activity";
                                report: {
                                    /**
                                     * @default {
                                     *       "states": []
                                     *     }
                                     */
                                    filters: {
                                        /** @default [] */
                                        states: ("Published" | "Unpublished" | "Archived")[];
                                    };
                                    /**
                                     * @default {
                                     *       "includeProducts": false,
                                     *       "includeArchived": false,
                                     *       "includeEvents": false
                                     *     }
                                     */
                                    options: {
                                        /** @default false */
                                        includeProducts: boolean;
                                        /** @default false */
                                        includeArchived: boolean;
                                        /** @default false */
                                        includeEvents: boolean;
                                    };
                                    period?: {
                                        /** @enum {string} */
                                        by: "seasons";
                                        seasons: {
                                            /** @enum {string} */
                                            season: "Spring" | "Fall";
                                            year: number;
                                        }[];
                                    } | {
                                        /** @enum {string} */
                                        by: "dates";
                                        from: string;
                                        to: string;
                                    };
                                    /** @default [] */
                                    accounts: string[];
                                    /** @default [] */
                                    territories: string[];
                                    /** @default {} */
                                    keyInitiative: {
                                        /** @enum {string} */
                                        channel?: "All" | "Wholesale" | "Retail";
                                        /** @enum {string} */
                                        region?: "All" | "International" | "Europe" | "Domestic";
                                        /** @enum {string} */
                                        productType?: "Footwear" | "Apparel" | "POP";
                                        /** @enum {string} */
                                        season?: "Spring" | "Fall";
                                        year?: number;
                                    };
                                };
                                timing: {
                                    /** @enum {string} */
                                    frequency: "daily" | "weekly" | "monthly";
                                    /** @default 1 */
                                    weekday: number;
                                    /** @default 1 */
                                    dayOfMonth: number;
                                    /** @default 7 */
                                    hour: number;
                                };
                                recipients: string[];
                                /** @default [] */
                                bccRecipients: string[];
                                subject: string;
                                body: string | null;
                                /** Format: uuid */
                                _id: string;
                                /** Format: date-time */
                                nextRunDate: string;
                                /** Format: date-time */
                                lastRunDate: string | null;
                                lastError: string | null;
                                /** Format: date-time */
                                createdDate: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Mails a report daily, weekly or monthly as an xlsx attachment
         * @description A period of dates stands for the span that just ended at each run: a day, a week or a month.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        reportRoute: "assortment-export" | "user-activity";
                        report: {
                            /**
                             * @default {
                             *       "states": []
                             *     }
                             */
                            filters?: {
                                /** @default [] */
                                states?: ("Published" | "Unpublished" | "Archived")[];
                            };
                            /**
                             * @default {
                             *       "includeProducts": false,
                             *       "includeArchived": false,
                             *       "includeEvents": false
                             *     }
                             */
                            options?: {
                                /** @default false */
                                includeProducts?: boolean;
                                /** @default false */
                                includeArchived?: boolean;
                                /** @default false */
                                includeEvents?: boolean;
                            };
                            period?: {
                                /** @enum {string} */
                                by: "seasons";
                                seasons: {
                                    /** @enum {string} */
                                    season: "Spring" | "Fall";
                                    year: number;
                                }[];
                            } | {
                                /** @enum {string} */
                                by: "dates";
                                from: string;
                                to: string;
                            };
                            /** @default [] */
                            accounts?: string[];
                            /** @default [] */
                            territories?: string[];
                            /** @default {} */
                            keyInitiative?: {
                                /** @enum {string} */
                                channel?: "All" | "Wholesale" | "Retail";
                                /** @enum {string} */
                                region?: "All" | "International" | "Europe" | "Domestic";
                                /** @enum {string} */
                                productType?: "Footwear" | "Apparel" | "POP";
                                /** @enum {string} */
                                season?: "Spring" | "Fall";
                                year?: number;
                            };
                        };
                        timing: {
                            /** @enum {string} */
                            frequency: "daily" | "weekly" | "monthly";
                            /** @default 1 */
                            weekday?: number;
                            /** @default 1 */
                            dayOfMonth?: number;
                            /** @default 7 */
                            hour?: number;
                        };
                        recipients: string[];
                        /** @default [] */
                        bccRecipients?: string[];
                        subject: string;
                        body?: string;
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
                            message: string;
                            messageCode?: string;
                            schedule: {
                                /** @enum {string} */
                                reportRoute: "assortment-export" | "user-activity";
                                report: {
                                    /**
                                     * @default {
                                     *       "states": []
                                     *     }
                                     */
                                    filters: {
                                        /** @default [] */
                                        states: ("Published" | "Unpublished" | "Archived")[];
                                    };
                                    /**
                                     * @default {
                                     *       "includeProducts": false,
                                     *       "includeArchived": false,
                                     *       "includeEvents": false
                                     *     }
                                     */
                                    options: {
                                        /** @default false */
                                        includeProducts: boolean;
                                        /** @default false */
                                        includeArchived: boolean;
                                        /** @default false */
                                        includeEvents: boolean;
                                    };
                                    period?: {
                                        /** @enum {string} */
                                        by: "seasons";
                                        seasons: {
                                            /** @enum {string} */
                                            season: "Spring" | "Fall";
                                            year: number;
                                        }[];
                                    } | {
                                        /** @enum {string} */
                                        by: "dates";
                                        from: string;
                                        to: string;
                                    };
                                    /** @default [] */
                                    accounts: string[];
                                    /** @default [] */
                                    territories: string[];
                                    /** @default {} */
                                    keyInitiative: {
                                        /** @enum {string} */
                                        channel?: "All" | "Wholesale" | "Retail";
                                        /** @enum {string} */
                                        region?: "All" | "International" | "Europe" | "Domestic";
                                        /** @enum {string} */
                                        productType?: "Footwear" | "Apparel" | "POP";
                                        /** @enum {string} */
                                        season?: "Spring" | "Fall";
                                        year?: number;
                                    };
                                };
                                timing: {
                                    /** @enum {string} */
                                    frequency: "daily" | "weekly" | "monthly";
                                    /** @default 1 */
                                    weekday: number;
                                    /** @default 1 */
                                    dayOfMonth: number;
                                    /** @default 7 */
                                    hour: number;
                                };
                                recipients: string[];
                                /** @default [] */
                                bccRecipients: string[];
                                subject: string;
                                body: string | null;
                                /** Format: uuid */
                                _id: string;
                                /** Format: date-time */
                                nextRunDate: string;
                                /** Format: date-time */
                                lastRunDate: string | null;
                                lastError: string | null;
                                /** Format: date-time */
                                createdDate: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortments/admin/report-schedules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stops a report schedule */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
                            message: string;
                            messageCode?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Changes a report schedule's recipients, mail or timing */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        recipients?: string[];
                        /** @default [] */
                        bccRecipients?: string[];
                        subject?: string;
                        body?: string;
                        timing?: {
                            /** @enum {string} */
                            frequency: "daily" | "weekly" | "monthly";
                            /** @default 1 */
                            weekday?: number;
                            /** @default 1 */
                            dayOfMonth?: number;
                            /** @default 7 */
                            hour?: number;
                        };
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
                            message: string;
                            messageCode?: string;
                            schedule: {
                                /** @enum {string} */
                                reportRoute: "assortment-export" | "user-activity";
                                report: {
                                    /**
                                     * @default {
                                     *       "states": []
                                     *     }
                                     */
                                    filters: {
                                        /** @default [] */
                                        states: ("Published" | "Unpublished" | "Archived")[];
                                    };
                                    /**
                                     * @default {
                                     *       "includeProducts": false,
                                     *       "includeArchived": false,
                                     *       "includeEvents": false
                                     *     }
                                     */
                                    options: {
                                        /** @default false */
                                        includeProducts: boolean;
                                        /** @default false */
                                        includeArchived: boolean;
                                        /** @default false */
                                        includeEvents: boolean;
                                    };
                                    period?: {
                                        /** @enum {string} */
                                        by: "seasons";
                                        seasons: {
                                            /** @enum {string} */
                                            season: "Spring" | "Fall";
                                            year: number;
                                        }[];
                                    } | {
                                        /** @enum {string} */
                                        by: "dates";
                                        from: string;
                                        to: string;
                                    };
                                    /** @default [] */
                                    accounts: string[];
                                    /** @default [] */
                                    territories: string[];
                                    /** @default {} */
                                    keyInitiative: {
                                        /** @enum {string} */
                                        channel?: "All" | "Wholesale" | "Retail";
                                        /** @enum {string} */
                                        region?: "All" | "International" | "Europe" | "Domestic";
                                        /** @enum {string} */
                                        productType?: "Footwear" | "Apparel" | "POP";
                                        /** @enum {string} */
                                        season?: "Spring" | "Fall";
                                        year?: number;
                                    };
                                };
                                timing: {
                                    /** @enum {string} */
                                    frequency: "daily" | "weekly" | "monthly";
                                    /** @default 1 */
                                    weekday: number;
                                    /** @default 1 */
                                    dayOfMonth: number;
                                    /** @default 7 */
                                    hour: number;
                                };
                                recipients: string[];
                                /** @default [] */
                                bccRecipients: string[];
                                subject: string;
                                body: string | null;
                                /** Format: uuid */
                                _id: string;
                                /** Format: date-time */
                                nextRunDate: string;
                                /** Format: date-time */
                                lastRunDate: string | null;
                                lastError: string | null;
                                /** Format: date-time */
                                createdDate: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/assortments/admin/report-schedules/{id}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the report now; the schedule keeps its next run */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
                            message: string;
                            messageCode?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pages of the audit log, newest first, by person, action, object and time */
        get: {
            parameters: {
                query?: {
                    actorId?: string;
                    action?: "session.signed_in" | "session.sign_in_failed" | "session.signed_out" | "account.password_reset" | "user.created" | "user.approved" | "user.disabled" | "user.permissions_changed" | "token.created" | "token.revoked" | "webhook.created" | "webhook.changed" | "webhook.deleted" | "document.shared" | "document.share_opened" | "schedule.created" | "schedule.deleted" | "assortment.deleted" | "assortment.restored" | "season.state_changed" | "order.approved" | "order.denied";
                    objectType?: "user" | "token" | "webhook" | "document" | "documentSchedule" | "reportSchedule" | "assortment" | "season" | "order";
                    objectId?: string;
                    from?: string;
                    to?: string;
                    skip?: number;
                    limit?: number;
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
                            totalCount: number;
                            data: {
                                _id: string;
                                /** Format: date-time */
                                at: string;
                                actorId: string | null;
                                actorEmail: string | null;
                                /** @enum {string} */
                                action: "session.signed_in" | "session.sign_in_failed" | "session.signed_out" | "account.password_reset" | "user.created" | "user.approved" | "user.disabled" | "user.permissions_changed" | "token.created" | "token.revoked" | "webhook.created" | "webhook.changed" | "webhook.deleted" | "document.shared" | "document.share_opened" | "schedule.created" | "schedule.deleted" | "assortment.deleted" | "assortment.restored" | "season.state_changed" | "order.approved" | "order.denied";
                                objectType: string | null;
                                objectId: string | null;
                                address: string | null;
                                details: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The filtered audit log as an Excel workbook (the newest 50,000 entries at most) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        actorId?: string;
                        /** @enum {string} */
                        action?: "session.signed_in" | "session.sign_in_failed" | "session.signed_out" | "account.password_reset" | "user.created" | "user.approved" | "user.disabled" | "user.permissions_changed" | "token.created" | "token.revoked" | "webhook.created" | "webhook.changed" | "webhook.deleted" | "document.shared" | "document.share_opened" | "schedule.created" | "schedule.deleted" | "assortment.deleted" | "assortment.restored" | "season.state_changed" | "order.approved" | "order.denied";
                        /** @enum {string} */
                        objectType?: "user" | "token" | "webhook" | "document" | "documentSchedule" | "reportSchedule" | "assortment" | "season" | "order";
                        objectId?: string;
                        /** Format: date-time */
                        from?: string;
                        /** Format: date-time */
                        to?: string;
                    };
                };
            };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/images/{styleColorId}/{angle}/{size}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product picture: angle A–D, small (160 px), medium (480 px) or large (1200 px)
         * @description JPEG unless format=webp. A product without a picture of the angle answers the coming-soon picture.
         */
        get: {
            parameters: {
                query?: {
                    format?: "jpeg" | "webp";
                };
                header?: never;
                path: {
                    styleColorId: string;
                    angle: "A" | "B" | "C" | "D";
                    size: "thumb" | "small" | "medium" | "large";
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
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/tearsheet/{productType}/{style}/{color}/{locationCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A one-page pdf of a style-colour priced at a location (part 2 §7.8), labelled in ?language */
        get: {
            parameters: {
                query?: {
                    language?: string;
                };
                header?: never;
                path: {
                    productType: "Footwear" | "Apparel" | "POP";
                    style: string;
                    color: string;
                    locationCode: string;
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
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/fetch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Product search: filters, sort and a page of style-colours, with the total count on request */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default Footwear
                         * @enum {string}
                         */
                        productType?: "Footwear" | "Apparel" | "POP";
                        /** @enum {string} */
                        locationCode?: "US" | "EU" | "CA";
                        region?: string;
                        /** @default ALL */
                        lineStatus?: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                        filters?: {
                            ids?: string;
                            /** @default false */
                            styleOnly?: boolean;
                            name?: string;
                            description?: string;
                            keyInitiative?: string;
                            division?: string[];
                            gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                            components?: {
                                color1?: string;
                                color2?: string;
                                color3?: string;
                                material1?: string;
                                material2?: string;
                                material3?: string;
                            };
                            features?: string[];
                            categories?: {
                                type?: string;
                                shape?: string;
                                height?: string;
                                closure?: string;
                                sport?: string;
                                width?: string;
                                apparelType?: string;
                                apparelSubType?: string;
                                lighted?: boolean;
                                vegan?: boolean;
                            };
                            price?: {
                                from?: number;
                                to?: number;
                                /**
                                 * @default wholesalePrice
                                 * @enum {string}
                                 */
                                on?: "wholesalePrice" | "suggestedRetail";
                            };
                            /** @enum {string} */
                            dueDate?: "next15" | "next30" | "next60" | "next90";
                            /** @enum {string} */
                            firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                            /** @enum {string} */
                            lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                            size?: string;
                            /** Format: date-time */
                            modifiedDate__gtd?: string;
                            seasonCode?: string[];
                            popType?: string[];
                            popMaterial?: string[];
                            popCategory?: string[];
                            popGender?: string[];
                            popUsage?: string[];
                        };
                        /**
                         * @default {
                         *       "field": "style",
                         *       "direction": 1
                         *     }
                         */
                        sort?: {
                            /** @enum {string} */
                            field: "newest" | "style" | "name" | "cost" | "suggestedRetail" | "modifiedDate";
                            /** @default 1 */
                            direction?: 1 | -1;
                        };
                        /** @default 0 */
                        skip?: number;
                        /** @default 100 */
                        limit?: number;
                        /** @enum {string} */
                        warehouse?: "US" | "EU" | "CA";
                        availabilityWindow?: {
                            from: string;
                            to: string;
                        };
                        /**
                         * @default {
                         *       "totalCount": false,
                         *       "summary": false,
                         *       "includeWarehouseAvailability": false
                         *     }
                         */
                        options?: {
                            /** @default false */
                            totalCount?: boolean;
                            /** @default false */
                            summary?: boolean;
                            /** @default false */
                            includeWarehouseAvailability?: boolean;
                        };
                    };
                };
            };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/autocomplete/styles/{text}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Up to 10 styles starting with the text */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    text: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        productType?: "Footwear" | "Apparel" | "POP";
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
                            data: string[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/autocomplete/colors/{text}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Up to 10 style-colours of a style (text: style, or style_ and the start of a colour code) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    text: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        productType?: "Footwear" | "Apparel" | "POP";
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
                            data: string[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/colors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every colour code of each style (of the product type) the catalogue has */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default Footwear
                         * @enum {string}
                         */
                        productType?: "Footwear" | "Apparel" | "POP";
                        styles: string[];
                    };
                };
            };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks pasted style-colours: found, Style/Color Not Found, or Product Type is not correct; with a location, the line status there */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default Footwear
                         * @enum {string}
                         */
                        productType?: "Footwear" | "Apparel" | "POP";
                        /** @enum {string} */
                        locationCode?: "US" | "EU" | "CA";
                        products: {
                            style: string;
                            color: string;
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
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/options/data/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Product filter options, each value with the number of products it would leave */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orgType: "internal" | "regular";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keys: ("keyInitiative" | "division" | "gender" | "color1" | "color2" | "color3" | "material1" | "material2" | "material3" | "features" | "type" | "shape" | "height" | "closure" | "sport" | "width" | "apparelType" | "apparelSubType" | "seasonCode" | "popType" | "popMaterial" | "popCategory" | "popGender" | "popUsage")[];
                        query: {
                            /**
                             * @default Footwear
                             * @enum {string}
                             */
                            productType?: "Footwear" | "Apparel" | "POP";
                            /** @enum {string} */
                            locationCode?: "US" | "EU" | "CA";
                            region?: string;
                            /** @default ALL */
                            lineStatus?: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                            filters?: {
                                ids?: string;
                                /** @default false */
                                styleOnly?: boolean;
                                name?: string;
                                description?: string;
                                keyInitiative?: string;
                                division?: string[];
                                gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                components?: {
                                    color1?: string;
                                    color2?: string;
                                    color3?: string;
                                    material1?: string;
                                    material2?: string;
                                    material3?: string;
                                };
                                features?: string[];
                                categories?: {
                                    type?: string;
                                    shape?: string;
                                    height?: string;
                                    closure?: string;
                                    sport?: string;
                                    width?: string;
                                    apparelType?: string;
                                    apparelSubType?: string;
                                    lighted?: boolean;
                                    vegan?: boolean;
                                };
                                price?: {
                                    from?: number;
                                    to?: number;
                                    /**
                                     * @default wholesalePrice
                                     * @enum {string}
                                     */
                                    on?: "wholesalePrice" | "suggestedRetail";
                                };
                                /** @enum {string} */
                                dueDate?: "next15" | "next30" | "next60" | "next90";
                                /** @enum {string} */
                                firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                /** @enum {string} */
                                lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                size?: string;
                                /** Format: date-time */
                                modifiedDate__gtd?: string;
                                seasonCode?: string[];
                                popType?: string[];
                                popMaterial?: string[];
                                popCategory?: string[];
                                popGender?: string[];
                                popUsage?: string[];
                            };
                        };
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
                            [key: string]: {
                                value: string;
                                count: number;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/options/data/products/{orgType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Product filter options, each value with the number of products it would leave */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orgType: "internal" | "regular";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keys: ("keyInitiative" | "division" | "gender" | "color1" | "color2" | "color3" | "material1" | "material2" | "material3" | "features" | "type" | "shape" | "height" | "closure" | "sport" | "width" | "apparelType" | "apparelSubType" | "seasonCode" | "popType" | "popMaterial" | "popCategory" | "popGender" | "popUsage")[];
                        query: {
                            /**
                             * @default Footwear
                             * @enum {string}
                             */
                            productType?: "Footwear" | "Apparel" | "POP";
                            /** @enum {string} */
                            locationCode?: "US" | "EU" | "CA";
                            region?: string;
                            /** @default ALL */
                            lineStatus?: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                            filters?: {
                                ids?: string;
                                /** @default false */
                                styleOnly?: boolean;
                                name?: string;
                                description?: string;
                                keyInitiative?: string;
                                division?: string[];
                                gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                components?: {
                                    color1?: string;
                                    color2?: string;
                                    color3?: string;
                                    material1?: string;
                                    material2?: string;
                                    material3?: string;
                                };
                                features?: string[];
                                categories?: {
                                    type?: string;
                                    shape?: string;
                                    height?: string;
                                    closure?: string;
                                    sport?: string;
                                    width?: string;
                                    apparelType?: string;
                                    apparelSubType?: string;
                                    lighted?: boolean;
                                    vegan?: boolean;
                                };
                                price?: {
                                    from?: number;
                                    to?: number;
                                    /**
                                     * @default wholesalePrice
                                     * @enum {string}
                                     */
                                    on?: "wholesalePrice" | "suggestedRetail";
                                };
                                /** @enum {string} */
                                dueDate?: "next15" | "next30" | "next60" | "next90";
                                /** @enum {string} */
                                firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                /** @enum {string} */
                                lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                size?: string;
                                /** Format: date-time */
                                modifiedDate__gtd?: string;
                                seasonCode?: string[];
                                popType?: string[];
                                popMaterial?: string[];
                                popCategory?: string[];
                                popGender?: string[];
                                popUsage?: string[];
                            };
                        };
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
                            [key: string]: {
                                value: string;
                                count: number;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collections/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's collections of a type */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: string;
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
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            collectionType: string;
                            /** @enum {string} */
                            linkageType: "linkageId" | "linkageObject";
                            /** @enum {string} */
                            linkageModel: "Assortment";
                            /** Format: uuid */
                            linkageId: string | null;
                            linkageObject: {
                                /** @enum {string} */
                                channel?: "All" | "Wholesale" | "Retail";
                                /** @enum {string} */
                                method?: "static" | "dynamic";
                                /** @enum {string} */
                                orgType?: "internal" | "regular";
                                /** @enum {string} */
                                productType?: "Footwear" | "Apparel" | "POP";
                                /** @enum {string} */
                                region?: "All" | "International" | "Europe" | "Domestic";
                                /** @enum {string} */
                                season?: "Spring" | "Fall";
                                year?: number;
                            } | null;
                            products: {
                                style: string;
                                color: string;
                                /** @default true */
                                selected: boolean;
                            }[];
                            /** Format: date-time */
                            modifiedDate: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Creates a collection (named Default unless told) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": ({
                        /** @enum {string} */
                        linkageType: "linkageId";
                        /** Format: uuid */
                        linkageId: string;
                    } | {
                        /** @enum {string} */
                        linkageType: "linkageObject";
                        linkageObject: {
                            /** @enum {string} */
                            channel?: "All" | "Wholesale" | "Retail";
                            /** @enum {string} */
                            method?: "static" | "dynamic";
                            /** @enum {string} */
                            orgType?: "internal" | "regular";
                            /** @enum {string} */
                            productType?: "Footwear" | "Apparel" | "POP";
                            /** @enum {string} */
                            region?: "All" | "International" | "Europe" | "Domestic";
                            /** @enum {string} */
                            season?: "Spring" | "Fall";
                            year?: number;
                        };
                    }) & {
                        /** @default Default */
                        name?: string;
                        /** @default [] */
                        products?: {
                            style: string;
                            color: string;
                            /** @default true */
                            selected?: boolean;
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
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            collectionType: string;
                            /** @enum {string} */
                            linkageType: "linkageId" | "linkageObject";
                            /** @enum {string} */
                            linkageModel: "Assortment";
                            /** Format: uuid */
                            linkageId: string | null;
                            linkageObject: {
                                /** @enum {string} */
                                channel?: "All" | "Wholesale" | "Retail";
                                /** @enum {string} */
                                method?: "static" | "dynamic";
                                /** @enum {string} */
                                orgType?: "internal" | "regular";
                                /** @enum {string} */
                                productType?: "Footwear" | "Apparel" | "POP";
                                /** @enum {string} */
                                region?: "All" | "International" | "Europe" | "Domestic";
                                /** @enum {string} */
                                season?: "Spring" | "Fall";
                                year?: number;
                            } | null;
                            products: {
                                style: string;
                                color: string;
                                /** @default true */
                                selected: boolean;
                            }[];
                            /** Format: date-time */
                            modifiedDate: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collections/{type}/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The caller's collections with a linkage; the Default one is made when there is none */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        linkageType: "linkageId";
                        /** Format: uuid */
                        linkageId: string;
                    } | {
                        /** @enum {string} */
                        linkageType: "linkageObject";
                        linkageObject: {
                            /** @enum {string} */
                            channel?: "All" | "Wholesale" | "Retail";
                            /** @enum {string} */
                            method?: "static" | "dynamic";
                            /** @enum {string} */
                            orgType?: "internal" | "regular";
                            /** @enum {string} */
                            productType?: "Footwear" | "Apparel" | "POP";
                            /** @enum {string} */
                            region?: "All" | "International" | "Europe" | "Domestic";
                            /** @enum {string} */
                            season?: "Spring" | "Fall";
                            year?: number;
                        };
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
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            collectionType: string;
                            /** @enum {string} */
                            linkageType: "linkageId" | "linkageObject";
                            /** @enum {string} */
                            linkageModel: "Assortment";
                            /** Format: uuid */
                            linkageId: string | null;
                            linkageObject: {
                                /** @enum {string} */
                                channel?: "All" | "Wholesale" | "Retail";
                                /** @enum {string} */
                                method?: "static" | "dynamic";
                                /** @enum {string} */
                                orgType?: "internal" | "regular";
                                /** @enum {string} */
                                productType?: "Footwear" | "Apparel" | "POP";
                                /** @enum {string} */
                                region?: "All" | "International" | "Europe" | "Domestic";
                                /** @enum {string} */
                                season?: "Spring" | "Fall";
                                year?: number;
                            } | null;
                            products: {
                                style: string;
                                color: string;
                                /** @default true */
                                selected: boolean;
                            }[];
                            /** Format: date-time */
                            modifiedDate: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collections/{type}/batch/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds, removes and (de)selects products */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        addProducts?: {
                            style: string;
                            color: string;
                            /** @default true */
                            selected?: boolean;
                        }[];
                        removeProducts?: {
                            style: string;
                            color: string;
                        }[];
                        updateProducts?: {
                            style: string;
                            color: string;
                            selected: boolean;
                        }[];
                        name?: string;
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
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            collectionType: string;
                            /** @enum {string} */
                            linkageType: "linkageId" | "linkageObject";
                            /** @enum {string} */
                            linkageModel: "Assortment";
                            /** Format: uuid */
                            linkageId: string | null;
                            linkageObject: {
                                /** @enum {string} */
                                channel?: "All" | "Wholesale" | "Retail";
                                /** @enum {string} */
                                method?: "static" | "dynamic";
                                /** @enum {string} */
                                orgType?: "internal" | "regular";
                                /** @enum {string} */
                                productType?: "Footwear" | "Apparel" | "POP";
                                /** @enum {string} */
                                region?: "All" | "International" | "Europe" | "Domestic";
                                /** @enum {string} */
                                season?: "Spring" | "Fall";
                                year?: number;
                            } | null;
                            products: {
                                style: string;
                                color: string;
                                /** @default true */
                                selected: boolean;
                            }[];
                            /** Format: date-time */
                            modifiedDate: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What is new for the caller: Live seasons, the conference site, their assortments and documents */
        get: {
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
                            since: string | null;
                            items: {
                                /** @enum {string} */
                                kind: "seasonLive" | "conferenceSite" | "assortment" | "document" | "scheduledDocument";
                                id: string;
                                title: string;
                                detail: string | null;
                                date: string | null;
                                isNew: boolean;
                                starred: boolean;
                                link: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortments/{id}/showroom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An assortment's showroom: its groups, styles and lines with their picture angles, in one answer
         * @description What the settings hide is left out: lines that no longer sell (assortmentStatusOnly), prices, availability.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
                            assortment: {
                                /** Format: uuid */
                                _id: string;
                                title: string;
                                subTitle: string | null;
                                logo: string | null;
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @enum {string|null} */
                                season: "Spring" | "Fall" | null;
                                year: number | null;
                                version: number;
                                /** @default $ */
                                currencySymbol: string;
                                /** @default 2 */
                                decimalPlaces: number;
                            };
                            settings: {
                                /**
                                 * @default categories
                                 * @enum {string}
                                 */
                                startScreen: "categories" | "firstDivider" | "searchAll";
                                /** @default false */
                                assortmentStatusOnly: boolean;
                                /** @default #e8f5e9 */
                                background: string;
                                /** @default true */
                                showPrices: boolean;
                                /** @default false */
                                showAvailability: boolean;
                            };
                            groups: {
                                title: string;
                                slug: string;
                                styles: {
                                    style: string;
                                    name: string;
                                    colors: {
                                        color: string;
                                        colorDescription?: string;
                                        /** @enum {string|null} */
                                        lineStatus?: "A" | "R" | "O" | "D" | "C" | "H" | null;
                                        price?: number | null;
                                        suggestedRetail?: number | null;
                                        currencySymbol?: string;
                                        decimalPlaces?: number;
                                        firstAvailDate?: number | null;
                                        totalInventory?: number | null;
                                        angles: ("A" | "B" | "C" | "D")[];
                                        picture?: string | null;
                                    }[];
                                }[];
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/showroom/sites/{site}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A digital showroom site: its season's published assortments that have a showroom */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    site: "spring25" | "fall25" | "spring26";
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
                            /** @enum {string} */
                            site: "spring25" | "fall25" | "spring26";
                            season: string;
                            year: number;
                            current: boolean;
                            showrooms: {
                                /** Format: uuid */
                                _id: string;
                                title: string;
                                subTitle: string | null;
                                logo: string | null;
                                productType: string;
                                productCount: number;
                                coverImage: string | null;
                                background: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conference/{site}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A site's load: welcome text, marketing, catalogs and retail openings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    site: "spring23" | "spring24" | "spring25" | "spring26" | "fall23" | "fall24" | "fall25" | "fall26";
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
                            /** @enum {string} */
                            site: "spring23" | "spring24" | "spring25" | "spring26" | "fall23" | "fall24" | "fall25" | "fall26";
                            welcome: {
                                /** @enum {string} */
                                kind: "welcome" | "session" | "marketing" | "catalog" | "retail";
                                title: string;
                                /** @default  */
                                body: string;
                                /** @default null */
                                imageUrl: string | null;
                                /** @default null */
                                picture: string | null;
                                groups: ("Asian JV" | "Domestic" | "International")[];
                                /** @default null */
                                link: string | null;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                startsAt: string | null;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                endsAt: string | null;
                                /** @default null */
                                room: string | null;
                                /** @default null */
                                speaker: string | null;
                                /** @default null */
                                location: string | null;
                                /**
                                 * Format: date
                                 * @default null
                                 */
                                openingDate: string | null;
                                /** @default 0 */
                                sortOrder: number;
                                _id: string;
                                /** @enum {string} */
                                site: "spring23" | "spring24" | "spring25" | "spring26" | "fall23" | "fall24" | "fall25" | "fall26";
                                pictureUrl: string | null;
                                /** Format: date-time */
                                modifiedDate: string;
                            }[];
                            marketing: {
                                /** @enum {string} */
                                kind: "welcome" | "session" | "marketing" | "catalog" | "retail";
                                title: string;
                                /** @default  */
                                body: string;
                                /** @default null */
                                imageUrl: string | null;
                                /** @default null */
                                picture: string | null;
                                groups: ("Asian JV" | "Domestic" | "International")[];
                                /** @default null */
                                link: string | null;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                startsAt: string | null;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                endsAt: string | null;
                                /** @default null */
                                room: string | null;
                                /** @default null */
                                speaker: string | null;
                                /** @default null */
                                location: string | null;
                                /**
                                 * Format: date
                                 * @default null
                                 */
                                openingDate: string | null;
                                /** @default 0 */
                                sortOrder: number;
                                _id: string;
                                /** @enum {string} */
                                site: "spring23" | "spring24" | "spring25" | "spring26" | "fall23" | "fall24" | "fall25" | "fall26";
                                pictureUrl: string | null;
                                /** Format: date-time */
                                modifiedDate: string;
                            }[];
                            catalogs: {
                                /** @enum {string} */
                                kind: "welcome" | "session" | "marketing" | "catalog" | "retail";
                                title: string;
                                /** @default  */
                                body: string;
                                /** @default null */
                                imageUrl: string | null;
                                /** @default null */
                                picture: string | null;
                                groups: ("Asian JV" | "Domestic" | "International")[];
                                /** @default null */
                                link: string | null;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                startsAt: string | null;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                endsAt: string | null;
                                /** @default null */
                                room: string | null;
                                /** @default null */
                                speaker: string | null;
                                /** @default null */
                                location: string | null;
                                /**
                                 * Format: date
                                 * @default null
                                 */
                                openingDate: string | null;
                                /** @default 0 */
                                sortOrder: number;
                                _id: string;
                                /** @enum {string} */
                                site: "spring23" | "spring24" | "spring25" | "spring26" | "fall23" | "fall24" | "fall25" | "fall26";
                                pictureUrl: string | null;
                                /** Format: date-time */
                                modifiedDate: string;
                            }[];
                            retail: {
                                /** @enum {string} */
                                kind: "welcome" | "session" | "marketing" | "catalog" | "retail";
                                title: string;
                                /** @default  */
                                body: string;
                                /** @default null */
                                imageUrl: string | null;
                                /** @default null */
                                picture: string | null;
                                groups: ("Asian JV" | "Domestic" | "International")[];
                                /** @default null */
                                link: string | null;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                startsAt: string | null;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                endsAt: string | null;
                                /** @default null */
                                room: string | null;
                                /** @default null */
                                speaker: string | null;
                                /** @default null */
                                location: string | null;
                                /**
                                 * Format: date
                                 * @default null
                                 */
                                openingDate: string | null;
                                /** @default 0 */
                                sortOrder: number;
                                _id: string;
                                /** @enum {string} */
                                site: "spring23" | "spring24" | "spring25" | "spring26" | "fall23" | "fall24" | "fall25" | "fall26";
                                pictureUrl: string | null;
                                /** Format: date-time */
                                modifiedDate: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conference/{site}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A site's session agenda (a dashboard part) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    site: "spring23" | "spring24" | "spring25" | "spring26" | "fall23" | "fall24" | "fall25" | "fall26";
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
                            /** @enum {string} */
                            kind: "welcome" | "session" | "marketing" | "catalog" | "retail";
                            title: string;
                            /** @default  */
                            body: string;
                            /** @default null */
                            imageUrl: string | null;
                            /** @default null */
                            picture: string | null;
                            groups: ("Asian JV" | "Domestic" | "International")[];
                            /** @default null */
                            link: string | null;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            startsAt: string | null;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            endsAt: string | null;
                            /** @default null */
                            room: string | null;
                            /** @default null */
                            speaker: string | null;
                            /** @default null */
                            location: string | null;
                            /**
                             * Format: date
                             * @default null
                             */
                            openingDate: string | null;
                            /** @default 0 */
                            sortOrder: number;
                            _id: string;
                            /** @enum {string} */
                            site: "spring23" | "spring24" | "spring25" | "spring26" | "fall23" | "fall24" | "fall25" | "fall26";
                            pictureUrl: string | null;
                            /** Format: date-time */
                            modifiedDate: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conference/{site}/ads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An ads tab (a dashboard part): the advertising library's assets of the year's tab */
        get: {
            parameters: {
                query: {
                    tab: "Marketing" | "Womens" | "Mens" | "Kids" | "Unisex" | "Work" | "BTS" | "International" | "Performance" | "Social" | "Radio" | "Apparel" | "Retail";
                };
                header?: never;
                path: {
                    site: "spring23" | "spring24" | "spring25" | "spring26" | "fall23" | "fall24" | "fall25" | "fall26";
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
                            name: string;
                            lang: string | null;
                            year: number | null;
                            season: string | null;
                            initiative: string | null;
                            function: string | null;
                            element: string | null;
                            category: string | null;
                            entity: string | null;
                            storeType: string | null;
                            addedBy: string | null;
                            /** Format: date */
                            startDate: string | null;
                            /** Format: date */
                            endDate: string | null;
                            gender: string | null;
                            assetType: string | null;
                            assetSubType: string | null;
                            docType: string | null;
                            divisionId: string[];
                            region: string | null;
                            tag: string | null;
                            status: string | null;
                            orientation: string | null;
                            productSubType: string | null;
                            usage: string | null;
                            vmCategory: string | null;
                            mediaDisplay: string | null;
                            /** Format: date */
                            beginDate: string | null;
                            /** Format: date */
                            expireDate: string | null;
                            body: string | null;
                            _id: string;
                            /** @enum {string} */
                            libraryType: "AdvertisingAsset" | "AdvertisingLogo" | "GlobalRetailAsset" | "GlobalRetailResource" | "ProductDocument" | "StepAsset";
                            /** @enum {string} */
                            state: "pending" | "published" | "unpublished" | "deleted";
                            files: {
                                _id: string;
                                filename: string;
                                /** @enum {string} */
                                usageType: "Primary" | "Working File";
                                key: string;
                                contentType: string | null;
                                fileSize: number;
                                dimensions: {
                                    width: number;
                                    height: number;
                                } | null;
                                thumbnail: string | null;
                                groups: string[];
                                modifiedDate: string;
                                /** @enum {string} */
                                state: "WaitingForFile" | "Ready";
                                sourceFile: string | null;
                                /** @enum {string} */
                                addMethod: "Upload";
                                hero: boolean;
                            }[];
                            primaryFile: {
                                _id: string;
                                groups: string[];
                                thumbnail: string | null;
                            } | null;
                            createdDate: string;
                            createdByUser: string | null;
                            modifiedDate: string;
                            lastEditedByUser: string | null;
                            seen?: boolean;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conference/{site}/advertising": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An advertising tab of Spring23 and Fall23: the library's assets of the year's tab */
        get: {
            parameters: {
                query: {
                    tab: "Marketing" | "Womens" | "Mens" | "Kids" | "Unisex" | "Work" | "BTS" | "International" | "Performance" | "Social" | "Radio" | "Apparel" | "Retail";
                };
                header?: never;
                path: {
                    site: "spring23" | "spring24" | "spring25" | "spring26" | "fall23" | "fall24" | "fall25" | "fall26";
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
                            name: string;
                            lang: string | null;
                            year: number | null;
                            season: string | null;
                            initiative: string | null;
                            function: string | null;
                            element: string | null;
                            category: string | null;
                            entity: string | null;
                            storeType: string | null;
                            addedBy: string | null;
                            /** Format: date */
                            startDate: string | null;
                            /** Format: date */
                            endDate: string | null;
                            gender: string | null;
                            assetType: string | null;
                            assetSubType: string | null;
                            docType: string | null;
                            divisionId: string[];
                            region: string | null;
                            tag: string | null;
                            status: string | null;
                            orientation: string | null;
                            productSubType: string | null;
                            usage: string | null;
                            vmCategory: string | null;
                            mediaDisplay: string | null;
                            /** Format: date */
                            beginDate: string | null;
                            /** Format: date */
                            expireDate: string | null;
                            body: string | null;
                            _id: string;
                            /** @enum {string} */
                            libraryType: "AdvertisingAsset" | "AdvertisingLogo" | "GlobalRetailAsset" | "GlobalRetailResource" | "ProductDocument" | "StepAsset";
                            /** @enum {string} */
                            state: "pending" | "published" | "unpublished" | "deleted";
                            files: {
                                _id: string;
                                filename: string;
                                /** @enum {string} */
                                usageType: "Primary" | "Working File";
                                key: string;
                                contentType: string | null;
                                fileSize: number;
                                dimensions: {
                                    width: number;
                                    height: number;
                                } | null;
                                thumbnail: string | null;
                                groups: string[];
                                modifiedDate: string;
                                /** @enum {string} */
                                state: "WaitingForFile" | "Ready";
                                sourceFile: string | null;
                                /** @enum {string} */
                                addMethod: "Upload";
                                hero: boolean;
                            }[];
                            primaryFile: {
                                _id: string;
                                groups: string[];
                                thumbnail: string | null;
                            } | null;
                            createdDate: string;
                            createdByUser: string | null;
                            modifiedDate: string;
                            lastEditedByUser: string | null;
                            seen?: boolean;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conference/{site}/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A category tab: the line's style-colours of its genders, the conference season's first */
        get: {
            parameters: {
                query: {
                    tab: "Womens" | "Mens" | "Kids" | "Unisex";
                };
                header?: never;
                path: {
                    site: "spring23" | "spring24" | "spring25" | "spring26" | "fall23" | "fall24" | "fall25" | "fall26";
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
                            styleColorId: string;
                            name: string;
                            colorDescription: string;
                            gender: string;
                            division: string;
                            inSeason: boolean;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conference/{site}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a welcome text, session, marketing item, catalog or retail opening to a site */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    site: "spring23" | "spring24" | "spring25" | "spring26" | "fall23" | "fall24" | "fall25" | "fall26";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "welcome" | "session" | "marketing" | "catalog" | "retail";
                        title: string;
                        /** @default  */
                        body?: string;
                        /** @default null */
                        imageUrl?: string | null;
                        /** @default null */
                        picture?: string | null;
                        /** @default [] */
                        groups?: ("Asian JV" | "Domestic" | "International")[];
                        /** @default null */
                        link?: string | null;
                        /**
                         * Format: date-time
                         * @default null
                         */
                        startsAt?: string | null;
                        /**
                         * Format: date-time
                         * @default null
                         */
                        endsAt?: string | null;
                        /** @default null */
                        room?: string | null;
                        /** @default null */
                        speaker?: string | null;
                        /** @default null */
                        location?: string | null;
                        /**
                         * Format: date
                         * @default null
                         */
                        openingDate?: string | null;
                        /** @default 0 */
                        sortOrder?: number;
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
                            kind: "welcome" | "session" | "marketing" | "catalog" | "retail";
                            title: string;
                            /** @default  */
                            body: string;
                            /** @default null */
                            imageUrl: string | null;
                            /** @default null */
                            picture: string | null;
                            groups: ("Asian JV" | "Domestic" | "International")[];
                            /** @default null */
                            link: string | null;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            startsAt: string | null;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            endsAt: string | null;
                            /** @default null */
                            room: string | null;
                            /** @default null */
                            speaker: string | null;
                            /** @default null */
                            location: string | null;
                            /**
                             * Format: date
                             * @default null
                             */
                            openingDate: string | null;
                            /** @default 0 */
                            sortOrder: number;
                            _id: string;
                            /** @enum {string} */
                            site: "spring23" | "spring24" | "spring25" | "spring26" | "fall23" | "fall24" | "fall25" | "fall26";
                            pictureUrl: string | null;
                            /** Format: date-time */
                            modifiedDate: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conference/{site}/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes an item of a site */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    site: "spring23" | "spring24" | "spring25" | "spring26" | "fall23" | "fall24" | "fall25" | "fall26";
                    id: string;
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
                            message: string;
                            messageCode?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Changes an item of a site (every field, as a new item gives them) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    site: "spring23" | "spring24" | "spring25" | "spring26" | "fall23" | "fall24" | "fall25" | "fall26";
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "welcome" | "session" | "marketing" | "catalog" | "retail";
                        title: string;
                        /** @default  */
                        body?: string;
                        /** @default null */
                        imageUrl?: string | null;
                        /** @default null */
                        picture?: string | null;
                        /** @default [] */
                        groups?: ("Asian JV" | "Domestic" | "International")[];
                        /** @default null */
                        link?: string | null;
                        /**
                         * Format: date-time
                         * @default null
                         */
                        startsAt?: string | null;
                        /**
                         * Format: date-time
                         * @default null
                         */
                        endsAt?: string | null;
                        /** @default null */
                        room?: string | null;
                        /** @default null */
                        speaker?: string | null;
                        /** @default null */
                        location?: string | null;
                        /**
                         * Format: date
                         * @default null
                         */
                        openingDate?: string | null;
                        /** @default 0 */
                        sortOrder?: number;
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
                            kind: "welcome" | "session" | "marketing" | "catalog" | "retail";
                            title: string;
                            /** @default  */
                            body: string;
                            /** @default null */
                            imageUrl: string | null;
                            /** @default null */
                            picture: string | null;
                            groups: ("Asian JV" | "Domestic" | "International")[];
                            /** @default null */
                            link: string | null;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            startsAt: string | null;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            endsAt: string | null;
                            /** @default null */
                            room: string | null;
                            /** @default null */
                            speaker: string | null;
                            /** @default null */
                            location: string | null;
                            /**
                             * Format: date
                             * @default null
                             */
                            openingDate: string | null;
                            /** @default 0 */
                            sortOrder: number;
                            _id: string;
                            /** @enum {string} */
                            site: "spring23" | "spring24" | "spring25" | "spring26" | "fall23" | "fall24" | "fall25" | "fall26";
                            pictureUrl: string | null;
                            /** Format: date-time */
                            modifiedDate: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/conference/{site}/pictures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Where to upload an item's picture (JPEG, PNG, GIF or WebP, 10 MB at most); then POST /api/upload/aws/s3/create, and save the item with the key as picture */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    site: "spring23" | "spring24" | "spring25" | "spring26" | "fall23" | "fall24" | "fall25" | "fall26";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        filename: string;
                        fileSize: number;
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
                            upload: {
                                bucket: string;
                                key: string;
                            };
                        };
                    };
                };
            };
        };
        /** Deletes a picture the caller uploaded that no item was saved with (the item dialog closed without saving) */
        delete: {
            parameters: {
                query: {
                    key: string;
                };
                header?: never;
                path: {
                    site: "spring23" | "spring24" | "spring25" | "spring26" | "fall23" | "fall24" | "fall25" | "fall26";
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
                            message: string;
                            messageCode?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conference/{site}/items/{id}/picture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An item's uploaded picture, for those who read the item */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    site: "spring23" | "spring24" | "spring25" | "spring26" | "fall23" | "fall24" | "fall25" | "fall26";
                    id: string;
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
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/official/text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customer accounts whose number or name holds the text, in the caller’s territories; {label, value} pairs with labelValue=true */
        get: {
            parameters: {
                query: {
                    text: string;
                    territory?: string;
                    corporateOnly?: string;
                    labelValue?: string;
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
                            label: string;
                            value: string;
                        }[] | {
                            /** Format: uuid */
                            _id: string;
                            accountNumber: string;
                            name: string;
                            city: string;
                            country: string;
                            territory: string;
                            corporate: boolean;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{type}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One notification */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: "orders";
                    id: string;
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
                            _id: string;
                            /** @enum {string} */
                            type: "orders";
                            /** @enum {string} */
                            state: "New" | "Read";
                            recipientCode: string;
                            /** @enum {string} */
                            event: "submitted" | "approved" | "denied" | "assigned" | "shipped" | "completed" | "expired";
                            /** @enum {string} */
                            reason: "requester" | "awaitsReview" | "coordinator";
                            order: {
                                _id: string;
                                orderNumber: string;
                                /** @enum {string} */
                                type: "SAMPLE" | "PROMO" | "WHOLESALE";
                            };
                            actorName: string;
                            createdDate: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{type}/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The caller's notifications, or a coordinator's (coordinators), newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: "orders";
                    userCode: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 0 */
                        skip?: number;
                        /** @default 20 */
                        limit?: number;
                        /** @enum {string} */
                        state?: "New" | "Read";
                        /**
                         * @default en-US
                         * @enum {string}
                         */
                        language?: "en-US" | "de-DE" | "es-ES" | "fr-FR" | "it-IT" | "pl-PL" | "pt-BR";
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
                            data: {
                                _id: string;
                                /** @enum {string} */
                                type: "orders";
                                /** @enum {string} */
                                state: "New" | "Read";
                                recipientCode: string;
                                /** @enum {string} */
                                event: "submitted" | "approved" | "denied" | "assigned" | "shipped" | "completed" | "expired";
                                /** @enum {string} */
                                reason: "requester" | "awaitsReview" | "coordinator";
                                order: {
                                    _id: string;
                                    orderNumber: string;
                                    /** @enum {string} */
                                    type: "SAMPLE" | "PROMO" | "WHOLESALE";
                                };
                                actorName: string;
                                createdDate: string;
                            }[];
                            totalCount: number;
                            unreadCount: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{type}/query/{userCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The caller's notifications, or a coordinator's (coordinators), newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: "orders";
                    userCode: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 0 */
                        skip?: number;
                        /** @default 20 */
                        limit?: number;
                        /** @enum {string} */
                        state?: "New" | "Read";
                        /**
                         * @default en-US
                         * @enum {string}
                         */
                        language?: "en-US" | "de-DE" | "es-ES" | "fr-FR" | "it-IT" | "pl-PL" | "pt-BR";
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
                            data: {
                                _id: string;
                                /** @enum {string} */
                                type: "orders";
                                /** @enum {string} */
                                state: "New" | "Read";
                                recipientCode: string;
                                /** @enum {string} */
                                event: "submitted" | "approved" | "denied" | "assigned" | "shipped" | "completed" | "expired";
                                /** @enum {string} */
                                reason: "requester" | "awaitsReview" | "coordinator";
                                order: {
                                    _id: string;
                                    orderNumber: string;
                                    /** @enum {string} */
                                    type: "SAMPLE" | "PROMO" | "WHOLESALE";
                                };
                                actorName: string;
                                createdDate: string;
                            }[];
                            totalCount: number;
                            unreadCount: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{type}/setStateAll/Read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks all the caller's notifications read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: "orders";
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
                            changed: number;
                            unreadCount: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{type}/batch/many": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks some of the caller's notifications read or unread, or deletes them */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: "orders";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        operation: "setState";
                        /** @enum {string} */
                        state: "New" | "Read";
                        ids: string[];
                    } | {
                        /** @enum {string} */
                        operation: "delete";
                        ids: string[];
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
                            changed: number;
                            unreadCount: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coordinatorAssignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every coordinator assignment */
        get: {
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
                            _id: string;
                            data: {
                                coordinatorCode: string;
                                coordinatorName: string;
                                orderTypes: ("SAMPLE" | "PROMO")[];
                                /** @default [] */
                                requesterCodes: string[];
                                /** @default [] */
                                regions: ("International" | "Europe" | "Domestic")[];
                                /** @default [] */
                                productTypes: ("Footwear" | "Apparel" | "POP")[];
                                /** @default  */
                                notes: string;
                            };
                            modifiedDate: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coordinatorAssignments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds an assignment */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            coordinatorCode: string;
                            coordinatorName: string;
                            orderTypes: ("SAMPLE" | "PROMO")[];
                            /** @default [] */
                            requesterCodes?: string[];
                            /** @default [] */
                            regions?: ("International" | "Europe" | "Domestic")[];
                            /** @default [] */
                            productTypes?: ("Footwear" | "Apparel" | "POP")[];
                            /** @default  */
                            notes?: string;
                        };
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
                            _id: string;
                            data: {
                                coordinatorCode: string;
                                coordinatorName: string;
                                orderTypes: ("SAMPLE" | "PROMO")[];
                                /** @default [] */
                                requesterCodes: string[];
                                /** @default [] */
                                regions: ("International" | "Europe" | "Domestic")[];
                                /** @default [] */
                                productTypes: ("Footwear" | "Apparel" | "POP")[];
                                /** @default  */
                                notes: string;
                            };
                            modifiedDate: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coordinatorAssignments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes an assignment */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
                            message: string;
                            messageCode?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Replaces an assignment's data */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            coordinatorCode: string;
                            coordinatorName: string;
                            orderTypes: ("SAMPLE" | "PROMO")[];
                            /** @default [] */
                            requesterCodes?: string[];
                            /** @default [] */
                            regions?: ("International" | "Europe" | "Domestic")[];
                            /** @default [] */
                            productTypes?: ("Footwear" | "Apparel" | "POP")[];
                            /** @default  */
                            notes?: string;
                        };
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
                            _id: string;
                            data: {
                                coordinatorCode: string;
                                coordinatorName: string;
                                orderTypes: ("SAMPLE" | "PROMO")[];
                                /** @default [] */
                                requesterCodes: string[];
                                /** @default [] */
                                regions: ("International" | "Europe" | "Domestic")[];
                                /** @default [] */
                                productTypes: ("Footwear" | "Apparel" | "POP")[];
                                /** @default  */
                                notes: string;
                            };
                            modifiedDate: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/shippers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shippers, with which a coordinator may choose */
        get: {
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
                            code: string;
                            name: string;
                            url: string;
                            coordinatorSelectable: boolean;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shippers/usps/citystate/{zip}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The city and state of a US ZIP code */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    zip: string;
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
                            zip: string;
                            city: string;
                            state: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shippers/ups/confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks a US shipping address: with UPS when configured, else its format and ZIP */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        street: string;
                        street2?: string;
                        city: string;
                        state: string;
                        zip: string;
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
                            valid: boolean;
                            /** @enum {string|null} */
                            carrier: "UPS" | null;
                            problems: {
                                /** @enum {string} */
                                field: "street" | "city" | "state" | "zip";
                                message: string;
                            }[];
                            candidate: {
                                street?: string;
                                street2?: string;
                                city?: string;
                                /** @enum {string} */
                                state?: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "PR" | "VI" | "GU" | "AS" | "MP";
                                zip?: string;
                            } | null;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/wof/style/autocomplete/{region}/{origin}/{customer}/{style}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Styles starting with the typed text that the region and origin offer (10 at most) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "usa" | "can" | "eur";
                    origin: "domestic" | "import";
                    customer: string;
                    style: string;
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
                            style: string;
                            name: string;
                            /** @enum {string} */
                            productType: "Footwear" | "Apparel" | "POP";
                            division: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/wof/style": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One style's colours, sizes and prices for the order; 404 'No style/color data found' when none */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        region: "usa" | "can" | "eur";
                        /** @enum {string} */
                        origin: "domestic" | "import";
                        currency: string;
                        customer: string;
                        style: string;
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
                            style: string;
                            name: string;
                            /** @enum {string} */
                            productType: "Footwear" | "Apparel" | "POP";
                            division: string;
                            colors: {
                                color: string;
                                colorDescription: string;
                                lineStatus: string;
                                sizes: string[];
                                prices: {
                                    [key: string]: number;
                                };
                                activeLine: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/wof/styles/{region}/{origin}/{currency}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every style the region and origin offer, with its colour count */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "usa" | "can" | "eur";
                    origin: "domestic" | "import";
                    currency: string;
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
                            style: string;
                            name: string;
                            /** @enum {string} */
                            productType: "Footwear" | "Apparel" | "POP";
                            division: string;
                            colorCount: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/wof/customer/name/autocomplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The caller's wholesale customers whose name holds the text (10 at most) */
        post: {
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
                        /** @enum {string} */
                        region?: "usa" | "can" | "eur";
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
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            region: "usa" | "can" | "eur";
                            city: string;
                            country: string;
                            currency: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/wof/customer/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A customer as the order keeps it, with pack codes and terms; needs e-mail, region and id */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        /** @enum {string} */
                        region: "usa" | "can" | "eur";
                        id: string;
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
                            customer: {
                                id: string;
                                name: string;
                                currency: string;
                                address: {
                                    country: string;
                                };
                                defaults: {
                                    store?: string | null;
                                    divisionId?: string | null;
                                    daysOut?: number | null;
                                    term?: string | null;
                                }[];
                                termsInfo: {
                                    code: string;
                                    description: string;
                                }[];
                            };
                            email: string;
                            /** @enum {string} */
                            region: "usa" | "can" | "eur";
                            packCodes: string[];
                            termsByRegion: {
                                [key: string]: string;
                            };
                            termsByCountry: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/wof/rep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The caller's rep numbers */
        post: {
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
                            repNumbers: string[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order-documents/xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A wholesale order of the caller as an xlsx workbook */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        orderId: string;
                    };
                };
            };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{type}/{subtype}/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of an order tab, newest order number first (archived tabs: the last year's) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: "samples" | "promos" | "wholesale";
                    subtype: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 0 */
                        startRow?: number;
                        /** @default 100 */
                        endRow?: number;
                        coordinator?: string;
                        search?: string;
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
                            rows: {
                                /** @default null */
                                purpose: string | null;
                                /**
                                 * @default Footwear
                                 * @enum {string}
                                 */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @default null */
                                requestedDeliveryDate: number | null;
                                /** @default null */
                                reason: string | null;
                                /** @default null */
                                deliveryMethod: string | null;
                                /** @default null */
                                customer: {
                                    id: string;
                                    name: string;
                                    currency: string;
                                    address: {
                                        country: string;
                                    };
                                    defaults: {
                                        store?: string | null;
                                        divisionId?: string | null;
                                        daysOut?: number | null;
                                        term?: string | null;
                                    }[];
                                    termsInfo: {
                                        code: string;
                                        description: string;
                                    }[];
                                } | null;
                                /** @default null */
                                account: string | null;
                                /** @default null */
                                po: string | null;
                                /** @default null */
                                origin: string | null;
                                /** @default null */
                                region: string | null;
                                /** @default null */
                                shippingMethod: string | null;
                                /** @default null */
                                repNumber: string | null;
                                /** @default null */
                                repNumber2: string | null;
                                /** @default null */
                                unavailableSkus: string | null;
                                /** @default [] */
                                emailCC: string[];
                                /** @default null */
                                instructions: string | null;
                                /** @default null */
                                phone: string | null;
                                /** @default [] */
                                stores: string[];
                                /** @default [] */
                                skus: string[];
                                /** @default null */
                                buyer: string | null;
                                /** @default false */
                                hardCopy: boolean;
                                /** @default true */
                                partialShipments: boolean;
                                /** @default null */
                                warehouse: string | null;
                                /** @default null */
                                availDateWindow: number | null;
                                /**
                                 * @default null
                                 * @enum {string|null}
                                 */
                                sizePreference: "Preferred" | "Required" | null;
                                /** @default null */
                                additionalTerm: string | null;
                                /** @default {} */
                                termsByRegion: {
                                    [key: string]: string;
                                };
                                /** @default {} */
                                termsByCountry: {
                                    [key: string]: string;
                                };
                                /** @default [] */
                                packCodes: string[];
                                /** @default null */
                                currency: string | null;
                                /** @default null */
                                approverCode: string | null;
                                /** @default null */
                                coordinator: string | null;
                                /** @default null */
                                shipTo: {
                                    /** @default  */
                                    attention: string;
                                    /** @default  */
                                    street: string;
                                    /** @default  */
                                    street2: string;
                                    /** @default  */
                                    city: string;
                                    /** @default  */
                                    state: string;
                                    /** @default  */
                                    zip: string;
                                } | null;
                                /** Format: uuid */
                                _id: string;
                                orderNumber: number;
                                /** @enum {string} */
                                type: "SAMPLE" | "PROMO" | "WHOLESALE";
                                /** @enum {string} */
                                status: "DRAFT" | "PENDING" | "SUBMITTED" | "IN PROGRESS" | "COMPLETED" | "ARCHIVED" | "INACTIVE" | "CANCELED" | "UNAPPROVED ORDER" | "APPROVED" | "DENIED";
                                /** @enum {string} */
                                orderApprovalStatus: "PENDING" | "REQUIRES APPROVER" | "REQUIRES SENIOR" | "REVIEW COMPLETE" | "PROCESSED" | "FINALIZED";
                                orderIdentifier: string;
                                requesterCode: string;
                                requesterName: string;
                                approverName: string | null;
                                seniorApproverCode: string | null;
                                seniorApproverName: string | null;
                                coordinatorName: string | null;
                                coordinatorAssignment: string | null;
                                needsSeniorApproval: boolean;
                                /** Format: date-time */
                                createdDate: string;
                                /** Format: date-time */
                                modifiedDate: string;
                                /** Format: date-time */
                                submittedDate: string | null;
                                /** Format: date-time */
                                completedDate: string | null;
                                actions: ("submit" | "accept" | "reject" | "approve" | "deny" | "startProcessing" | "markComplete" | "cancel" | "archive" | "deactivate" | "reactivate" | "expire")[];
                                editable: boolean;
                                deletable: boolean;
                                lineCount: number;
                                unitCount: number;
                            }[];
                            lastRow: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{type}/{subtype}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a DRAFT order with its first lines */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: "samples" | "promos" | "wholesale";
                    subtype: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        purpose?: string | null;
                        /** @enum {string} */
                        productType?: "Footwear" | "Apparel" | "POP";
                        requestedDeliveryDate?: number | null;
                        reason?: string | null;
                        deliveryMethod?: string | null;
                        customer?: {
                            id: string;
                            name: string;
                            currency: string;
                            address: {
                                country: string;
                            };
                            defaults: {
                                store?: string | null;
                                divisionId?: string | null;
                                daysOut?: number | null;
                                term?: string | null;
                            }[];
                            termsInfo: {
                                code: string;
                                description: string;
                            }[];
                        } | null;
                        account?: string | null;
                        po?: string | null;
                        origin?: string | null;
                        region?: string | null;
                        shippingMethod?: string | null;
                        repNumber?: string | null;
                        repNumber2?: string | null;
                        unavailableSkus?: string | null;
                        emailCC?: string[];
                        instructions?: string | null;
                        phone?: string | null;
                        stores?: string[];
                        skus?: string[];
                        buyer?: string | null;
                        hardCopy?: boolean;
                        partialShipments?: boolean;
                        warehouse?: string | null;
                        availDateWindow?: number | null;
                        /** @enum {string|null} */
                        sizePreference?: "Preferred" | "Required" | null;
                        additionalTerm?: string | null;
                        termsByRegion?: {
                            [key: string]: string;
                        };
                        termsByCountry?: {
                            [key: string]: string;
                        };
                        packCodes?: string[];
                        currency?: string | null;
                        approverCode?: string | null;
                        coordinator?: string | null;
                        shipTo?: {
                            /** @default  */
                            attention?: string;
                            /** @default  */
                            street?: string;
                            /** @default  */
                            street2?: string;
                            /** @default  */
                            city?: string;
                            /** @default  */
                            state?: string;
                            /** @default  */
                            zip?: string;
                        } | null;
                        /** @default [] */
                        lines?: {
                            style: string;
                            color: string;
                            /** @default null */
                            name?: string | null;
                            /** @default null */
                            size?: string | null;
                            /** @default 1 */
                            quantity?: number;
                            /**
                             * @default Pair
                             * @enum {string}
                             */
                            side?: "Left" | "Right" | "Pair";
                            /** @default null */
                            source?: string | null;
                            /** @default null */
                            returnType?: string | null;
                            /** @default null */
                            shipper?: string | null;
                            /** @default null */
                            tracking?: string | null;
                            /**
                             * @default Footwear
                             * @enum {string}
                             */
                            productType?: "Footwear" | "Apparel" | "POP";
                            /** @default null */
                            gender?: string | null;
                            /** @default null */
                            promoCode?: string | null;
                            /** @default null */
                            warehouse?: string | null;
                            /** @default {} */
                            sizes?: {
                                [key: string]: number;
                            };
                            /** @default null */
                            unitPrice?: number | null;
                            /** @default {} */
                            prices?: {
                                [key: string]: number;
                            };
                            /** @default null */
                            discount?: number | null;
                            /** @default false */
                            reduced?: boolean;
                            /** @default null */
                            packCode?: string | null;
                            /** @default null */
                            divisionId?: string | null;
                            /** @default null */
                            startDate?: number | null;
                            /** @default null */
                            endDate?: number | null;
                            /** @default null */
                            daysOut?: number | null;
                            /** @default null */
                            term?: string | null;
                            /** @default null */
                            store?: string | null;
                        }[];
                        /** Format: uuid */
                        assortmentId?: string;
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
                            /** @default null */
                            purpose: string | null;
                            /**
                             * @default Footwear
                             * @enum {string}
                             */
                            productType: "Footwear" | "Apparel" | "POP";
                            /** @default null */
                            requestedDeliveryDate: number | null;
                            /** @default null */
                            reason: string | null;
                            /** @default null */
                            deliveryMethod: string | null;
                            /** @default null */
                            customer: {
                                id: string;
                                name: string;
                                currency: string;
                                address: {
                                    country: string;
                                };
                                defaults: {
                                    store?: string | null;
                                    divisionId?: string | null;
                                    daysOut?: number | null;
                                    term?: string | null;
                                }[];
                                termsInfo: {
                                    code: string;
                                    description: string;
                                }[];
                            } | null;
                            /** @default null */
                            account: string | null;
                            /** @default null */
                            po: string | null;
                            /** @default null */
                            origin: string | null;
                            /** @default null */
                            region: string | null;
                            /** @default null */
                            shippingMethod: string | null;
                            /** @default null */
                            repNumber: string | null;
                            /** @default null */
                            repNumber2: string | null;
                            /** @default null */
                            unavailableSkus: string | null;
                            /** @default [] */
                            emailCC: string[];
                            /** @default null */
                            instructions: string | null;
                            /** @default null */
                            phone: string | null;
                            /** @default [] */
                            stores: string[];
                            /** @default [] */
                            skus: string[];
                            /** @default null */
                            buyer: string | null;
                            /** @default false */
                            hardCopy: boolean;
                            /** @default true */
                            partialShipments: boolean;
                            /** @default null */
                            warehouse: string | null;
                            /** @default null */
                            availDateWindow: number | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            sizePreference: "Preferred" | "Required" | null;
                            /** @default null */
                            additionalTerm: string | null;
                            /** @default {} */
                            termsByRegion: {
                                [key: string]: string;
                            };
                            /** @default {} */
                            termsByCountry: {
                                [key: string]: string;
                            };
                            /** @default [] */
                            packCodes: string[];
                            /** @default null */
                            currency: string | null;
                            /** @default null */
                            approverCode: string | null;
                            /** @default null */
                            coordinator: string | null;
                            /** @default null */
                            shipTo: {
                                /** @default  */
                                attention: string;
                                /** @default  */
                                street: string;
                                /** @default  */
                                street2: string;
                                /** @default  */
                                city: string;
                                /** @default  */
                                state: string;
                                /** @default  */
                                zip: string;
                            } | null;
                            /** Format: uuid */
                            _id: string;
                            orderNumber: number;
                            /** @enum {string} */
                            type: "SAMPLE" | "PROMO" | "WHOLESALE";
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING" | "SUBMITTED" | "IN PROGRESS" | "COMPLETED" | "ARCHIVED" | "INACTIVE" | "CANCELED" | "UNAPPROVED ORDER" | "APPROVED" | "DENIED";
                            /** @enum {string} */
                            orderApprovalStatus: "PENDING" | "REQUIRES APPROVER" | "REQUIRES SENIOR" | "REVIEW COMPLETE" | "PROCESSED" | "FINALIZED";
                            orderIdentifier: string;
                            requesterCode: string;
                            requesterName: string;
                            approverName: string | null;
                            seniorApproverCode: string | null;
                            seniorApproverName: string | null;
                            coordinatorName: string | null;
                            coordinatorAssignment: string | null;
                            needsSeniorApproval: boolean;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            modifiedDate: string;
                            /** Format: date-time */
                            submittedDate: string | null;
                            /** Format: date-time */
                            completedDate: string | null;
                            lines: {
                                style: string;
                                color: string;
                                /** @default null */
                                name: string | null;
                                /** @default null */
                                size: string | null;
                                /** @default 1 */
                                quantity: number;
                                /**
                                 * @default Pair
                                 * @enum {string}
                                 */
                                side: "Left" | "Right" | "Pair";
                                /** @default null */
                                source: string | null;
                                /** @default null */
                                returnType: string | null;
                                /** @default null */
                                shipper: string | null;
                                /** @default null */
                                tracking: string | null;
                                /**
                                 * @default Footwear
                                 * @enum {string}
                                 */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @default null */
                                gender: string | null;
                                /** @default null */
                                promoCode: string | null;
                                /** @default null */
                                warehouse: string | null;
                                /** @default {} */
                                sizes: {
                                    [key: string]: number;
                                };
                                /** @default null */
                                unitPrice: number | null;
                                /** @default {} */
                                prices: {
                                    [key: string]: number;
                                };
                                /** @default null */
                                discount: number | null;
                                /** @default false */
                                reduced: boolean;
                                /** @default null */
                                packCode: string | null;
                                /** @default null */
                                divisionId: string | null;
                                /** @default null */
                                startDate: number | null;
                                /** @default null */
                                endDate: number | null;
                                /** @default null */
                                daysOut: number | null;
                                /** @default null */
                                term: string | null;
                                /** @default null */
                                store: string | null;
                                /** Format: uuid */
                                _id: string;
                                identifier: string;
                                status: string;
                                previousStatus: string | null;
                                trackingUrl: string | null;
                                coordinatorName: string | null;
                                /** @default {} */
                                availability: {
                                    [key: string]: number | null;
                                };
                            }[];
                            comments: {
                                /** Format: uuid */
                                _id: string;
                                userCode: string;
                                name: string;
                                text: string;
                                /** Format: date-time */
                                createdDate: string;
                            }[];
                            actions: ("submit" | "accept" | "reject" | "approve" | "deny" | "startProcessing" | "markComplete" | "cancel" | "archive" | "deactivate" | "reactivate" | "expire")[];
                            editable: boolean;
                            deletable: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{type}/{subtype}/order/{orderNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order with its lines, comments and what the caller may do with it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: "samples" | "promos" | "wholesale";
                    subtype: string;
                    orderNumber: number;
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
                            /** @default null */
                            purpose: string | null;
                            /**
                             * @default Footwear
                             * @enum {string}
                             */
                            productType: "Footwear" | "Apparel" | "POP";
                            /** @default null */
                            requestedDeliveryDate: number | null;
                            /** @default null */
                            reason: string | null;
                            /** @default null */
                            deliveryMethod: string | null;
                            /** @default null */
                            customer: {
                                id: string;
                                name: string;
                                currency: string;
                                address: {
                                    country: string;
                                };
                                defaults: {
                                    store?: string | null;
                                    divisionId?: string | null;
                                    daysOut?: number | null;
                                    term?: string | null;
                                }[];
                                termsInfo: {
                                    code: string;
                                    description: string;
                                }[];
                            } | null;
                            /** @default null */
                            account: string | null;
                            /** @default null */
                            po: string | null;
                            /** @default null */
                            origin: string | null;
                            /** @default null */
                            region: string | null;
                            /** @default null */
                            shippingMethod: string | null;
                            /** @default null */
                            repNumber: string | null;
                            /** @default null */
                            repNumber2: string | null;
                            /** @default null */
                            unavailableSkus: string | null;
                            /** @default [] */
                            emailCC: string[];
                            /** @default null */
                            instructions: string | null;
                            /** @default null */
                            phone: string | null;
                            /** @default [] */
                            stores: string[];
                            /** @default [] */
                            skus: string[];
                            /** @default null */
                            buyer: string | null;
                            /** @default false */
                            hardCopy: boolean;
                            /** @default true */
                            partialShipments: boolean;
                            /** @default null */
                            warehouse: string | null;
                            /** @default null */
                            availDateWindow: number | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            sizePreference: "Preferred" | "Required" | null;
                            /** @default null */
                            additionalTerm: string | null;
                            /** @default {} */
                            termsByRegion: {
                                [key: string]: string;
                            };
                            /** @default {} */
                            termsByCountry: {
                                [key: string]: string;
                            };
                            /** @default [] */
                            packCodes: string[];
                            /** @default null */
                            currency: string | null;
                            /** @default null */
                            approverCode: string | null;
                            /** @default null */
                            coordinator: string | null;
                            /** @default null */
                            shipTo: {
                                /** @default  */
                                attention: string;
                                /** @default  */
                                street: string;
                                /** @default  */
                                street2: string;
                                /** @default  */
                                city: string;
                                /** @default  */
                                state: string;
                                /** @default  */
                                zip: string;
                            } | null;
                            /** Format: uuid */
                            _id: string;
                            orderNumber: number;
                            /** @enum {string} */
                            type: "SAMPLE" | "PROMO" | "WHOLESALE";
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING" | "SUBMITTED" | "IN PROGRESS" | "COMPLETED" | "ARCHIVED" | "INACTIVE" | "CANCELED" | "UNAPPROVED ORDER" | "APPROVED" | "DENIED";
                            /** @enum {string} */
                            orderApprovalStatus: "PENDING" | "REQUIRES APPROVER" | "REQUIRES SENIOR" | "REVIEW COMPLETE" | "PROCESSED" | "FINALIZED";
                            orderIdentifier: string;
                            requesterCode: string;
                            requesterName: string;
                            approverName: string | null;
                            seniorApproverCode: string | null;
                            seniorApproverName: string | null;
                            coordinatorName: string | null;
                            coordinatorAssignment: string | null;
                            needsSeniorApproval: boolean;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            modifiedDate: string;
                            /** Format: date-time */
                            submittedDate: string | null;
                            /** Format: date-time */
                            completedDate: string | null;
                            lines: {
                                style: string;
                                color: string;
                                /** @default null */
                                name: string | null;
                                /** @default null */
                                size: string | null;
                                /** @default 1 */
                                quantity: number;
                                /**
                                 * @default Pair
                                 * @enum {string}
                                 */
                                side: "Left" | "Right" | "Pair";
                                /** @default null */
                                source: string | null;
                                /** @default null */
                                returnType: string | null;
                                /** @default null */
                                shipper: string | null;
                                /** @default null */
                                tracking: string | null;
                                /**
                                 * @default Footwear
                                 * @enum {string}
                                 */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @default null */
                                gender: string | null;
                                /** @default null */
                                promoCode: string | null;
                                /** @default null */
                                warehouse: string | null;
                                /** @default {} */
                                sizes: {
                                    [key: string]: number;
                                };
                                /** @default null */
                                unitPrice: number | null;
                                /** @default {} */
                                prices: {
                                    [key: string]: number;
                                };
                                /** @default null */
                                discount: number | null;
                                /** @default false */
                                reduced: boolean;
                                /** @default null */
                                packCode: string | null;
                                /** @default null */
                                divisionId: string | null;
                                /** @default null */
                                startDate: number | null;
                                /** @default null */
                                endDate: number | null;
                                /** @default null */
                                daysOut: number | null;
                                /** @default null */
                                term: string | null;
                                /** @default null */
                                store: string | null;
                                /** Format: uuid */
                                _id: string;
                                identifier: string;
                                status: string;
                                previousStatus: string | null;
                                trackingUrl: string | null;
                                coordinatorName: string | null;
                                /** @default {} */
                                availability: {
                                    [key: string]: number | null;
                                };
                            }[];
                            comments: {
                                /** Format: uuid */
                                _id: string;
                                userCode: string;
                                name: string;
                                text: string;
                                /** Format: date-time */
                                createdDate: string;
                            }[];
                            actions: ("submit" | "accept" | "reject" | "approve" | "deny" | "startProcessing" | "markComplete" | "cancel" | "archive" | "deactivate" | "reactivate" | "expire")[];
                            editable: boolean;
                            deletable: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{type}/{subtype}/duplicate/{originalOrderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new DRAFT with an order's fields and live lines */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: "samples" | "promos" | "wholesale";
                    subtype: string;
                    originalOrderId: string;
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
                            /** @default null */
                            purpose: string | null;
                            /**
                             * @default Footwear
                             * @enum {string}
                             */
                            productType: "Footwear" | "Apparel" | "POP";
                            /** @default null */
                            requestedDeliveryDate: number | null;
                            /** @default null */
                            reason: string | null;
                            /** @default null */
                            deliveryMethod: string | null;
                            /** @default null */
                            customer: {
                                id: string;
                                name: string;
                                currency: string;
                                address: {
                                    country: string;
                                };
                                defaults: {
                                    store?: string | null;
                                    divisionId?: string | null;
                                    daysOut?: number | null;
                                    term?: string | null;
                                }[];
                                termsInfo: {
                                    code: string;
                                    description: string;
                                }[];
                            } | null;
                            /** @default null */
                            account: string | null;
                            /** @default null */
                            po: string | null;
                            /** @default null */
                            origin: string | null;
                            /** @default null */
                            region: string | null;
                            /** @default null */
                            shippingMethod: string | null;
                            /** @default null */
                            repNumber: string | null;
                            /** @default null */
                            repNumber2: string | null;
                            /** @default null */
                            unavailableSkus: string | null;
                            /** @default [] */
                            emailCC: string[];
                            /** @default null */
                            instructions: string | null;
                            /** @default null */
                            phone: string | null;
                            /** @default [] */
                            stores: string[];
                            /** @default [] */
                            skus: string[];
                            /** @default null */
                            buyer: string | null;
                            /** @default false */
                            hardCopy: boolean;
                            /** @default true */
                            partialShipments: boolean;
                            /** @default null */
                            warehouse: string | null;
                            /** @default null */
                            availDateWindow: number | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            sizePreference: "Preferred" | "Required" | null;
                            /** @default null */
                            additionalTerm: string | null;
                            /** @default {} */
                            termsByRegion: {
                                [key: string]: string;
                            };
                            /** @default {} */
                            termsByCountry: {
                                [key: string]: string;
                            };
                            /** @default [] */
                            packCodes: string[];
                            /** @default null */
                            currency: string | null;
                            /** @default null */
                            approverCode: string | null;
                            /** @default null */
                            coordinator: string | null;
                            /** @default null */
                            shipTo: {
                                /** @default  */
                                attention: string;
                                /** @default  */
                                street: string;
                                /** @default  */
                                street2: string;
                                /** @default  */
                                city: string;
                                /** @default  */
                                state: string;
                                /** @default  */
                                zip: string;
                            } | null;
                            /** Format: uuid */
                            _id: string;
                            orderNumber: number;
                            /** @enum {string} */
                            type: "SAMPLE" | "PROMO" | "WHOLESALE";
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING" | "SUBMITTED" | "IN PROGRESS" | "COMPLETED" | "ARCHIVED" | "INACTIVE" | "CANCELED" | "UNAPPROVED ORDER" | "APPROVED" | "DENIED";
                            /** @enum {string} */
                            orderApprovalStatus: "PENDING" | "REQUIRES APPROVER" | "REQUIRES SENIOR" | "REVIEW COMPLETE" | "PROCESSED" | "FINALIZED";
                            orderIdentifier: string;
                            requesterCode: string;
                            requesterName: string;
                            approverName: string | null;
                            seniorApproverCode: string | null;
                            seniorApproverName: string | null;
                            coordinatorName: string | null;
                            coordinatorAssignment: string | null;
                            needsSeniorApproval: boolean;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            modifiedDate: string;
                            /** Format: date-time */
                            submittedDate: string | null;
                            /** Format: date-time */
                            completedDate: string | null;
                            lines: {
                                style: string;
                                color: string;
                                /** @default null */
                                name: string | null;
                                /** @default null */
                                size: string | null;
                                /** @default 1 */
                                quantity: number;
                                /**
                                 * @default Pair
                                 * @enum {string}
                                 */
                                side: "Left" | "Right" | "Pair";
                                /** @default null */
                                source: string | null;
                                /** @default null */
                                returnType: string | null;
                                /** @default null */
                                shipper: string | null;
                                /** @default null */
                                tracking: string | null;
                                /**
                                 * @default Footwear
                                 * @enum {string}
                                 */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @default null */
                                gender: string | null;
                                /** @default null */
                                promoCode: string | null;
                                /** @default null */
                                warehouse: string | null;
                                /** @default {} */
                                sizes: {
                                    [key: string]: number;
                                };
                                /** @default null */
                                unitPrice: number | null;
                                /** @default {} */
                                prices: {
                                    [key: string]: number;
                                };
                                /** @default null */
                                discount: number | null;
                                /** @default false */
                                reduced: boolean;
                                /** @default null */
                                packCode: string | null;
                                /** @default null */
                                divisionId: string | null;
                                /** @default null */
                                startDate: number | null;
                                /** @default null */
                                endDate: number | null;
                                /** @default null */
                                daysOut: number | null;
                                /** @default null */
                                term: string | null;
                                /** @default null */
                                store: string | null;
                                /** Format: uuid */
                                _id: string;
                                identifier: string;
                                status: string;
                                previousStatus: string | null;
                                trackingUrl: string | null;
                                coordinatorName: string | null;
                                /** @default {} */
                                availability: {
                                    [key: string]: number | null;
                                };
                            }[];
                            comments: {
                                /** Format: uuid */
                                _id: string;
                                userCode: string;
                                name: string;
                                text: string;
                                /** Format: date-time */
                                createdDate: string;
                            }[];
                            actions: ("submit" | "accept" | "reject" | "approve" | "deny" | "startProcessing" | "markComplete" | "cancel" | "archive" | "deactivate" | "reactivate" | "expire")[];
                            editable: boolean;
                            deletable: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{type}/{subtype}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a DRAFT order (wholesale: also PENDING) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: "samples" | "promos" | "wholesale";
                    subtype: string;
                    id: string;
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
                            message: string;
                            messageCode?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{type}/{subtype}/batch/{id}": {
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
        /** Field and line changes and at most one action (submit, approve, mark complete…), in one transaction */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: "samples" | "promos" | "wholesale";
                    subtype: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fields?: {
                            purpose?: string | null;
                            /** @enum {string} */
                            productType?: "Footwear" | "Apparel" | "POP";
                            requestedDeliveryDate?: number | null;
                            reason?: string | null;
                            deliveryMethod?: string | null;
                            customer?: {
                                id: string;
                                name: string;
                                currency: string;
                                address: {
                                    country: string;
                                };
                                defaults: {
                                    store?: string | null;
                                    divisionId?: string | null;
                                    daysOut?: number | null;
                                    term?: string | null;
                                }[];
                                termsInfo: {
                                    code: string;
                                    description: string;
                                }[];
                            } | null;
                            account?: string | null;
                            po?: string | null;
                            origin?: string | null;
                            region?: string | null;
                            shippingMethod?: string | null;
                            repNumber?: string | null;
                            repNumber2?: string | null;
                            unavailableSkus?: string | null;
                            emailCC?: string[];
                            instructions?: string | null;
                            phone?: string | null;
                            stores?: string[];
                            skus?: string[];
                            buyer?: string | null;
                            hardCopy?: boolean;
                            partialShipments?: boolean;
                            warehouse?: string | null;
                            availDateWindow?: number | null;
                            /** @enum {string|null} */
                            sizePreference?: "Preferred" | "Required" | null;
                            additionalTerm?: string | null;
                            termsByRegion?: {
                                [key: string]: string;
                            };
                            termsByCountry?: {
                                [key: string]: string;
                            };
                            packCodes?: string[];
                            currency?: string | null;
                            approverCode?: string | null;
                            coordinator?: string | null;
                            shipTo?: {
                                /** @default  */
                                attention?: string;
                                /** @default  */
                                street?: string;
                                /** @default  */
                                street2?: string;
                                /** @default  */
                                city?: string;
                                /** @default  */
                                state?: string;
                                /** @default  */
                                zip?: string;
                            } | null;
                        };
                        lines?: {
                            /** @default [] */
                            add?: {
                                style: string;
                                color: string;
                                /** @default null */
                                name?: string | null;
                                /** @default null */
                                size?: string | null;
                                /** @default 1 */
                                quantity?: number;
                                /**
                                 * @default Pair
                                 * @enum {string}
                                 */
                                side?: "Left" | "Right" | "Pair";
                                /** @default null */
                                source?: string | null;
                                /** @default null */
                                returnType?: string | null;
                                /** @default null */
                                shipper?: string | null;
                                /** @default null */
                                tracking?: string | null;
                                /**
                                 * @default Footwear
                                 * @enum {string}
                                 */
                                productType?: "Footwear" | "Apparel" | "POP";
                                /** @default null */
                                gender?: string | null;
                                /** @default null */
                                promoCode?: string | null;
                                /** @default null */
                                warehouse?: string | null;
                                /** @default {} */
                                sizes?: {
                                    [key: string]: number;
                                };
                                /** @default null */
                                unitPrice?: number | null;
                                /** @default {} */
                                prices?: {
                                    [key: string]: number;
                                };
                                /** @default null */
                                discount?: number | null;
                                /** @default false */
                                reduced?: boolean;
                                /** @default null */
                                packCode?: string | null;
                                /** @default null */
                                divisionId?: string | null;
                                /** @default null */
                                startDate?: number | null;
                                /** @default null */
                                endDate?: number | null;
                                /** @default null */
                                daysOut?: number | null;
                                /** @default null */
                                term?: string | null;
                                /** @default null */
                                store?: string | null;
                            }[];
                            /** @default [] */
                            update?: {
                                style?: string;
                                color?: string;
                                name?: string | null;
                                size?: string | null;
                                quantity?: number;
                                /** @enum {string} */
                                side?: "Left" | "Right" | "Pair";
                                source?: string | null;
                                returnType?: string | null;
                                shipper?: string | null;
                                tracking?: string | null;
                                /** @enum {string} */
                                productType?: "Footwear" | "Apparel" | "POP";
                                gender?: string | null;
                                promoCode?: string | null;
                                warehouse?: string | null;
                                sizes?: {
                                    [key: string]: number;
                                };
                                unitPrice?: number | null;
                                prices?: {
                                    [key: string]: number;
                                };
                                discount?: number | null;
                                reduced?: boolean;
                                packCode?: string | null;
                                divisionId?: string | null;
                                startDate?: number | null;
                                endDate?: number | null;
                                daysOut?: number | null;
                                term?: string | null;
                                store?: string | null;
                                /** Format: uuid */
                                _id: string;
                            }[];
                            /** @default [] */
                            remove?: string[];
                        };
                        /** @enum {string} */
                        action?: "submit" | "accept" | "reject" | "approve" | "deny" | "startProcessing" | "markComplete" | "cancel" | "archive" | "deactivate" | "reactivate" | "expire";
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
                            /** @default null */
                            purpose: string | null;
                            /**
                             * @default Footwear
                             * @enum {string}
                             */
                            productType: "Footwear" | "Apparel" | "POP";
                            /** @default null */
                            requestedDeliveryDate: number | null;
                            /** @default null */
                            reason: string | null;
                            /** @default null */
                            deliveryMethod: string | null;
                            /** @default null */
                            customer: {
                                id: string;
                                name: string;
                                currency: string;
                                address: {
                                    country: string;
                                };
                                defaults: {
                                    store?: string | null;
                                    divisionId?: string | null;
                                    daysOut?: number | null;
                                    term?: string | null;
                                }[];
                                termsInfo: {
                                    code: string;
                                    description: string;
                                }[];
                            } | null;
                            /** @default null */
                            account: string | null;
                            /** @default null */
                            po: string | null;
                            /** @default null */
                            origin: string | null;
                            /** @default null */
                            region: string | null;
                            /** @default null */
                            shippingMethod: string | null;
                            /** @default null */
                            repNumber: string | null;
                            /** @default null */
                            repNumber2: string | null;
                            /** @default null */
                            unavailableSkus: string | null;
                            /** @default [] */
                            emailCC: string[];
                            /** @default null */
                            instructions: string | null;
                            /** @default null */
                            phone: string | null;
                            /** @default [] */
                            stores: string[];
                            /** @default [] */
                            skus: string[];
                            /** @default null */
                            buyer: string | null;
                            /** @default false */
                            hardCopy: boolean;
                            /** @default true */
                            partialShipments: boolean;
                            /** @default null */
                            warehouse: string | null;
                            /** @default null */
                            availDateWindow: number | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            sizePreference: "Preferred" | "Required" | null;
                            /** @default null */
                            additionalTerm: string | null;
                            /** @default {} */
                            termsByRegion: {
                                [key: string]: string;
                            };
                            /** @default {} */
                            termsByCountry: {
                                [key: string]: string;
                            };
                            /** @default [] */
                            packCodes: string[];
                            /** @default null */
                            currency: string | null;
                            /** @default null */
                            approverCode: string | null;
                            /** @default null */
                            coordinator: string | null;
                            /** @default null */
                            shipTo: {
                                /** @default  */
                                attention: string;
                                /** @default  */
                                street: string;
                                /** @default  */
                                street2: string;
                                /** @default  */
                                city: string;
                                /** @default  */
                                state: string;
                                /** @default  */
                                zip: string;
                            } | null;
                            /** Format: uuid */
                            _id: string;
                            orderNumber: number;
                            /** @enum {string} */
                            type: "SAMPLE" | "PROMO" | "WHOLESALE";
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING" | "SUBMITTED" | "IN PROGRESS" | "COMPLETED" | "ARCHIVED" | "INACTIVE" | "CANCELED" | "UNAPPROVED ORDER" | "APPROVED" | "DENIED";
                            /** @enum {string} */
                            orderApprovalStatus: "PENDING" | "REQUIRES APPROVER" | "REQUIRES SENIOR" | "REVIEW COMPLETE" | "PROCESSED" | "FINALIZED";
                            orderIdentifier: string;
                            requesterCode: string;
                            requesterName: string;
                            approverName: string | null;
                            seniorApproverCode: string | null;
                            seniorApproverName: string | null;
                            coordinatorName: string | null;
                            coordinatorAssignment: string | null;
                            needsSeniorApproval: boolean;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            modifiedDate: string;
                            /** Format: date-time */
                            submittedDate: string | null;
                            /** Format: date-time */
                            completedDate: string | null;
                            lines: {
                                style: string;
                                color: string;
                                /** @default null */
                                name: string | null;
                                /** @default null */
                                size: string | null;
                                /** @default 1 */
                                quantity: number;
                                /**
                                 * @default Pair
                                 * @enum {string}
                                 */
                                side: "Left" | "Right" | "Pair";
                                /** @default null */
                                source: string | null;
                                /** @default null */
                                returnType: string | null;
                                /** @default null */
                                shipper: string | null;
                                /** @default null */
                                tracking: string | null;
                                /**
                                 * @default Footwear
                                 * @enum {string}
                                 */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @default null */
                                gender: string | null;
                                /** @default null */
                                promoCode: string | null;
                                /** @default null */
                                warehouse: string | null;
                                /** @default {} */
                                sizes: {
                                    [key: string]: number;
                                };
                                /** @default null */
                                unitPrice: number | null;
                                /** @default {} */
                                prices: {
                                    [key: string]: number;
                                };
                                /** @default null */
                                discount: number | null;
                                /** @default false */
                                reduced: boolean;
                                /** @default null */
                                packCode: string | null;
                                /** @default null */
                                divisionId: string | null;
                                /** @default null */
                                startDate: number | null;
                                /** @default null */
                                endDate: number | null;
                                /** @default null */
                                daysOut: number | null;
                                /** @default null */
                                term: string | null;
                                /** @default null */
                                store: string | null;
                                /** Format: uuid */
                                _id: string;
                                identifier: string;
                                status: string;
                                previousStatus: string | null;
                                trackingUrl: string | null;
                                coordinatorName: string | null;
                                /** @default {} */
                                availability: {
                                    [key: string]: number | null;
                                };
                            }[];
                            comments: {
                                /** Format: uuid */
                                _id: string;
                                userCode: string;
                                name: string;
                                text: string;
                                /** Format: date-time */
                                createdDate: string;
                            }[];
                            actions: ("submit" | "accept" | "reject" | "approve" | "deny" | "startProcessing" | "markComplete" | "cancel" | "archive" | "deactivate" | "reactivate" | "expire")[];
                            editable: boolean;
                            deletable: boolean;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/orders/{type}/{subtype}/comment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a comment to an order */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: "samples" | "promos" | "wholesale";
                    subtype: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
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
                            /** @default null */
                            purpose: string | null;
                            /**
                             * @default Footwear
                             * @enum {string}
                             */
                            productType: "Footwear" | "Apparel" | "POP";
                            /** @default null */
                            requestedDeliveryDate: number | null;
                            /** @default null */
                            reason: string | null;
                            /** @default null */
                            deliveryMethod: string | null;
                            /** @default null */
                            customer: {
                                id: string;
                                name: string;
                                currency: string;
                                address: {
                                    country: string;
                                };
                                defaults: {
                                    store?: string | null;
                                    divisionId?: string | null;
                                    daysOut?: number | null;
                                    term?: string | null;
                                }[];
                                termsInfo: {
                                    code: string;
                                    description: string;
                                }[];
                            } | null;
                            /** @default null */
                            account: string | null;
                            /** @default null */
                            po: string | null;
                            /** @default null */
                            origin: string | null;
                            /** @default null */
                            region: string | null;
                            /** @default null */
                            shippingMethod: string | null;
                            /** @default null */
                            repNumber: string | null;
                            /** @default null */
                            repNumber2: string | null;
                            /** @default null */
                            unavailableSkus: string | null;
                            /** @default [] */
                            emailCC: string[];
                            /** @default null */
                            instructions: string | null;
                            /** @default null */
                            phone: string | null;
                            /** @default [] */
                            stores: string[];
                            /** @default [] */
                            skus: string[];
                            /** @default null */
                            buyer: string | null;
                            /** @default false */
                            hardCopy: boolean;
                            /** @default true */
                            partialShipments: boolean;
                            /** @default null */
                            warehouse: string | null;
                            /** @default null */
                            availDateWindow: number | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            sizePreference: "Preferred" | "Required" | null;
                            /** @default null */
                            additionalTerm: string | null;
                            /** @default {} */
                            termsByRegion: {
                                [key: string]: string;
                            };
                            /** @default {} */
                            termsByCountry: {
                                [key: string]: string;
                            };
                            /** @default [] */
                            packCodes: string[];
                            /** @default null */
                            currency: string | null;
                            /** @default null */
                            approverCode: string | null;
                            /** @default null */
                            coordinator: string | null;
                            /** @default null */
                            shipTo: {
                                /** @default  */
                                attention: string;
                                /** @default  */
                                street: string;
                                /** @default  */
                                street2: string;
                                /** @default  */
                                city: string;
                                /** @default  */
                                state: string;
                                /** @default  */
                                zip: string;
                            } | null;
                            /** Format: uuid */
                            _id: string;
                            orderNumber: number;
                            /** @enum {string} */
                            type: "SAMPLE" | "PROMO" | "WHOLESALE";
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING" | "SUBMITTED" | "IN PROGRESS" | "COMPLETED" | "ARCHIVED" | "INACTIVE" | "CANCELED" | "UNAPPROVED ORDER" | "APPROVED" | "DENIED";
                            /** @enum {string} */
                            orderApprovalStatus: "PENDING" | "REQUIRES APPROVER" | "REQUIRES SENIOR" | "REVIEW COMPLETE" | "PROCESSED" | "FINALIZED";
                            orderIdentifier: string;
                            requesterCode: string;
                            requesterName: string;
                            approverName: string | null;
                            seniorApproverCode: string | null;
                            seniorApproverName: string | null;
                            coordinatorName: string | null;
                            coordinatorAssignment: string | null;
                            needsSeniorApproval: boolean;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            modifiedDate: string;
                            /** Format: date-time */
                            submittedDate: string | null;
                            /** Format: date-time */
                            completedDate: string | null;
                            lines: {
                                style: string;
                                color: string;
                                /** @default null */
                                name: string | null;
                                /** @default null */
                                size: string | null;
                                /** @default 1 */
                                quantity: number;
                                /**
                                 * @default Pair
                                 * @enum {string}
                                 */
                                side: "Left" | "Right" | "Pair";
                                /** @default null */
                                source: string | null;
                                /** @default null */
                                returnType: string | null;
                                /** @default null */
                                shipper: string | null;
                                /** @default null */
                                tracking: string | null;
                                /**
                                 * @default Footwear
                                 * @enum {string}
                                 */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @default null */
                                gender: string | null;
                                /** @default null */
                                promoCode: string | null;
                                /** @default null */
                                warehouse: string | null;
                                /** @default {} */
                                sizes: {
                                    [key: string]: number;
                                };
                                /** @default null */
                                unitPrice: number | null;
                                /** @default {} */
                                prices: {
                                    [key: string]: number;
                                };
                                /** @default null */
                                discount: number | null;
                                /** @default false */
                                reduced: boolean;
                                /** @default null */
                                packCode: string | null;
                                /** @default null */
                                divisionId: string | null;
                                /** @default null */
                                startDate: number | null;
                                /** @default null */
                                endDate: number | null;
                                /** @default null */
                                daysOut: number | null;
                                /** @default null */
                                term: string | null;
                                /** @default null */
                                store: string | null;
                                /** Format: uuid */
                                _id: string;
                                identifier: string;
                                status: string;
                                previousStatus: string | null;
                                trackingUrl: string | null;
                                coordinatorName: string | null;
                                /** @default {} */
                                availability: {
                                    [key: string]: number | null;
                                };
                            }[];
                            comments: {
                                /** Format: uuid */
                                _id: string;
                                userCode: string;
                                name: string;
                                text: string;
                                /** Format: date-time */
                                createdDate: string;
                            }[];
                            actions: ("submit" | "accept" | "reject" | "approve" | "deny" | "startProcessing" | "markComplete" | "cancel" | "archive" | "deactivate" | "reactivate" | "expire")[];
                            editable: boolean;
                            deletable: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{type}/{subtype}/history/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order's approval history: who, when, from which status to which */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: "samples" | "promos" | "wholesale";
                    subtype: string;
                    id: string;
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
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            action: "submit" | "accept" | "reject" | "approve" | "deny" | "startProcessing" | "markComplete" | "cancel" | "archive" | "deactivate" | "reactivate" | "expire";
                            userCode: string;
                            name: string;
                            /** @enum {string} */
                            fromStatus: "DRAFT" | "PENDING" | "SUBMITTED" | "IN PROGRESS" | "COMPLETED" | "ARCHIVED" | "INACTIVE" | "CANCELED" | "UNAPPROVED ORDER" | "APPROVED" | "DENIED";
                            /** @enum {string} */
                            toStatus: "DRAFT" | "PENDING" | "SUBMITTED" | "IN PROGRESS" | "COMPLETED" | "ARCHIVED" | "INACTIVE" | "CANCELED" | "UNAPPROVED ORDER" | "APPROVED" | "DENIED";
                            /** @enum {string} */
                            fromApprovalStatus: "PENDING" | "REQUIRES APPROVER" | "REQUIRES SENIOR" | "REVIEW COMPLETE" | "PROCESSED" | "FINALIZED";
                            /** @enum {string} */
                            toApprovalStatus: "PENDING" | "REQUIRES APPROVER" | "REQUIRES SENIOR" | "REVIEW COMPLETE" | "PROCESSED" | "FINALIZED";
                            /** Format: date-time */
                            createdDate: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{type}/{subtype}/year/{requesterCode}/{productType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A requester's submitted orders and units of a product type this year */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: "samples" | "promos" | "wholesale";
                    subtype: string;
                    requesterCode: string;
                    productType: "Footwear" | "Apparel" | "POP";
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
                            year: number;
                            orders: number;
                            units: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{type}/{subtype}/accounts/address/{value}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts of the caller's territories whose number or name holds the text, with their address */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: "samples" | "promos" | "wholesale";
                    subtype: string;
                    value: string;
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
                            /** Format: uuid */
                            _id: string;
                            accountNumber: string;
                            name: string;
                            city: string;
                            country: string;
                            territory: string;
                            corporate: boolean;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/samples/sample-styles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The style-colours on open sample orders, with how many orders and units ask for each */
        get: {
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
                            style: string;
                            color: string;
                            name: string | null;
                            /** @enum {string} */
                            productType: "Footwear" | "Apparel" | "POP";
                            orders: number;
                            units: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the manager's lists */
        get: {
            parameters: {
                query?: {
                    view?: "all" | "recent" | "starred" | "archived";
                    type?: "folder" | "item";
                    sort?: "newest" | "name" | "style";
                    productType?: "Footwear" | "Apparel" | "POP";
                    method?: "static" | "dynamic";
                    orgType?: "internal" | "regular";
                    channel?: "All" | "Wholesale" | "Retail";
                    region?: "All" | "International" | "Europe" | "Domestic";
                    season?: "Spring" | "Fall";
                    year?: number;
                    state?: "Published" | "Unpublished" | "Archived";
                    status?: "ALL" | "A" | "R" | "O";
                    search?: string;
                    limit?: number;
                    skip?: number;
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
                            totalCount: number;
                            data: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                type: "folder" | "item";
                                title: string;
                                subTitle: string | null;
                                hierarchy: string[];
                                /** Format: uuid */
                                parentId: string | null;
                                logo: string | null;
                                thumbnail: string | null;
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @enum {string} */
                                orgType: "internal" | "regular";
                                /** @enum {string} */
                                method: "static" | "dynamic";
                                /** @enum {string} */
                                channel: "All" | "Wholesale" | "Retail";
                                /** @enum {string} */
                                region: "All" | "International" | "Europe" | "Domestic";
                                /** @enum {string|null} */
                                gender: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                                /** @enum {string|null} */
                                season: "Spring" | "Fall" | null;
                                year: number | null;
                                decimalsPlaces: number;
                                /** @enum {string} */
                                state: "Published" | "Unpublished" | "Archived";
                                archived: boolean;
                                starred: boolean;
                                /** @enum {string} */
                                status: "ALL" | "A" | "R" | "O";
                                /** @enum {string} */
                                locationId: "US" | "EU" | "CA";
                                carryoverDate: number | null;
                                /** Format: uuid */
                                collectionsQueryId: string | null;
                                sortOrder: number;
                                /** Format: date-time */
                                createdDate: string;
                                /** Format: date-time */
                                modifiedDate: string;
                                /** Format: date-time */
                                lastSyncDate: string | null;
                                lastEditedByUser: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                } | null;
                                owner: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                                productCount: number;
                                alerts: {
                                    style: string;
                                    color?: string;
                                    message?: string;
                                }[];
                                labels: {
                                    name: string;
                                    color: string;
                                }[];
                                query: {
                                    /**
                                     * @default {
                                     *       "styleOnly": false
                                     *     }
                                     */
                                    filters: {
                                        ids?: string;
                                        /** @default false */
                                        styleOnly: boolean;
                                        name?: string;
                                        description?: string;
                                        keyInitiative?: string;
                                        division?: string[];
                                        gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                        components?: {
                                            color1?: string;
                                            color2?: string;
                                            color3?: string;
                                            material1?: string;
                                            material2?: string;
                                            material3?: string;
                                        };
                                        features?: string[];
                                        categories?: {
                                            type?: string;
                                            shape?: string;
                                            height?: string;
                                            closure?: string;
                                            sport?: string;
                                            width?: string;
                                            apparelType?: string;
                                            apparelSubType?: string;
                                            lighted?: boolean;
                                            vegan?: boolean;
                                        };
                                        price?: {
                                            from?: number;
                                            to?: number;
                                            /**
                                             * @default wholesalePrice
                                             * @enum {string}
                                             */
                                            on: "wholesalePrice" | "suggestedRetail";
                                        };
                                        /** @enum {string} */
                                        dueDate?: "next15" | "next30" | "next60" | "next90";
                                        /** @enum {string} */
                                        firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                        /** @enum {string} */
                                        lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                        size?: unknown;
                                        /** Format: date-time */
                                        modifiedDate__gtd?: string;
                                        seasonCode?: string[];
                                        popType?: string[];
                                        popMaterial?: string[];
                                        popCategory?: string[];
                                        popGender?: string[];
                                        popUsage?: string[];
                                    };
                                    /** @default ALL */
                                    lineStatus: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                                } | null;
                                customContent: {
                                    displayGroup: string;
                                    html: string | null;
                                    previewJpg: string | null;
                                    sourceFile: string | null;
                                }[];
                                displayGroups: string[];
                                uiSettings: {
                                    /**
                                     * @default {
                                     *       "sortOrder": [],
                                     *       "groupIsEnabled": false,
                                     *       "customSort": {},
                                     *       "columns": []
                                     *     }
                                     */
                                    gridSettings: {
                                        /** @default [] */
                                        sortOrder: {
                                            colId: string;
                                            /** @enum {string} */
                                            sort: "asc" | "desc";
                                        }[];
                                        /** @default false */
                                        groupIsEnabled: boolean;
                                        /** @default {} */
                                        customSort: {
                                            [key: string]: string[];
                                        };
                                        /** @default [] */
                                        columns: {
                                            colId: string;
                                            width?: number;
                                            hide?: boolean;
                                            /** @enum {string|null} */
                                            pinned?: "left" | "right" | null;
                                        }[];
                                    };
                                    groupSettings?: {
                                        /** @enum {string} */
                                        groupBy: "gender" | "division" | "divisionGroup" | "pillar" | "popCategory" | "none";
                                    };
                                    digitalShowroomSettings?: {
                                        /**
                                         * @default categories
                                         * @enum {string}
                                         */
                                        startScreen: "categories" | "firstDivider" | "searchAll";
                                        /** @default false */
                                        assortmentStatusOnly: boolean;
                                        /** @default #e8f5e9 */
                                        background: string;
                                        /** @default true */
                                        showPrices: boolean;
                                        /** @default false */
                                        showAvailability: boolean;
                                    };
                                    filterBar?: {
                                        [key: string]: string;
                                    };
                                };
                                version: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Creates an assortment or a folder */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        /**
                         * @default item
                         * @enum {string}
                         */
                        type?: "folder" | "item";
                        /**
                         * Format: uuid
                         * @default null
                         */
                        parentId?: string | null;
                        subTitle?: string | null;
                        /**
                         * @default Footwear
                         * @enum {string}
                         */
                        productType?: "Footwear" | "Apparel" | "POP";
                        /**
                         * @default static
                         * @enum {string}
                         */
                        method?: "static" | "dynamic";
                        /**
                         * @default All
                         * @enum {string}
                         */
                        channel?: "All" | "Wholesale" | "Retail";
                        /**
                         * @default All
                         * @enum {string}
                         */
                        region?: "All" | "International" | "Europe" | "Domestic";
                        /** @enum {string|null} */
                        gender?: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                        /** @enum {string|null} */
                        season?: "Spring" | "Fall" | null;
                        year?: number | null;
                        /** @default 2 */
                        decimalsPlaces?: number;
                        /** @enum {string} */
                        locationId?: "US" | "EU" | "CA";
                        /**
                         * @default ALL
                         * @enum {string}
                         */
                        status?: "ALL" | "A" | "R" | "O";
                        query?: {
                            filters?: {
                                ids?: string;
                                /** @default false */
                                styleOnly?: boolean;
                                name?: string;
                                description?: string;
                                keyInitiative?: string;
                                division?: string[];
                                gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                components?: {
                                    color1?: string;
                                    color2?: string;
                                    color3?: string;
                                    material1?: string;
                                    material2?: string;
                                    material3?: string;
                                };
                                features?: string[];
                                categories?: {
                                    type?: string;
                                    shape?: string;
                                    height?: string;
                                    closure?: string;
                                    sport?: string;
                                    width?: string;
                                    apparelType?: string;
                                    apparelSubType?: string;
                                    lighted?: boolean;
                                    vegan?: boolean;
                                };
                                price?: {
                                    from?: number;
                                    to?: number;
                                    /**
                                     * @default wholesalePrice
                                     * @enum {string}
                                     */
                                    on?: "wholesalePrice" | "suggestedRetail";
                                };
                                /** @enum {string} */
                                dueDate?: "next15" | "next30" | "next60" | "next90";
                                /** @enum {string} */
                                firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                /** @enum {string} */
                                lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                size?: string;
                                /** Format: date-time */
                                modifiedDate__gtd?: string;
                                seasonCode?: string[];
                                popType?: string[];
                                popMaterial?: string[];
                                popCategory?: string[];
                                popGender?: string[];
                                popUsage?: string[];
                            };
                            /** @default ALL */
                            lineStatus?: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                        } | null;
                        products?: {
                            style: string;
                            color: string;
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
                            /** Format: uuid */
                            _id: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            type: "folder" | "item";
                            title: string;
                            subTitle: string | null;
                            hierarchy: string[];
                            /** Format: uuid */
                            parentId: string | null;
                            logo: string | null;
                            thumbnail: string | null;
                            /** @enum {string} */
                            productType: "Footwear" | "Apparel" | "POP";
                            /** @enum {string} */
                            orgType: "internal" | "regular";
                            /** @enum {string} */
                            method: "static" | "dynamic";
                            /** @enum {string} */
                            channel: "All" | "Wholesale" | "Retail";
                            /** @enum {string} */
                            region: "All" | "International" | "Europe" | "Domestic";
                            /** @enum {string|null} */
                            gender: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                            /** @enum {string|null} */
                            season: "Spring" | "Fall" | null;
                            year: number | null;
                            decimalsPlaces: number;
                            /** @enum {string} */
                            state: "Published" | "Unpublished" | "Archived";
                            archived: boolean;
                            starred: boolean;
                            /** @enum {string} */
                            status: "ALL" | "A" | "R" | "O";
                            /** @enum {string} */
                            locationId: "US" | "EU" | "CA";
                            carryoverDate: number | null;
                            /** Format: uuid */
                            collectionsQueryId: string | null;
                            sortOrder: number;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            modifiedDate: string;
                            /** Format: date-time */
                            lastSyncDate: string | null;
                            lastEditedByUser: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            } | null;
                            owner: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            };
                            productCount: number;
                            alerts: {
                                style: string;
                                color?: string;
                                message?: string;
                            }[];
                            labels: {
                                name: string;
                                color: string;
                            }[];
                            query: {
                                /**
                                 * @default {
                                 *       "styleOnly": false
                                 *     }
                                 */
                                filters: {
                                    ids?: string;
                                    /** @default false */
                                    styleOnly: boolean;
                                    name?: string;
                                    description?: string;
                                    keyInitiative?: string;
                                    division?: string[];
                                    gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                    components?: {
                                        color1?: string;
                                        color2?: string;
                                        color3?: string;
                                        material1?: string;
                                        material2?: string;
                                        material3?: string;
                                    };
                                    features?: string[];
                                    categories?: {
                                        type?: string;
                                        shape?: string;
                                        height?: string;
                                        closure?: string;
                                        sport?: string;
                                        width?: string;
                                        apparelType?: string;
                                        apparelSubType?: string;
                                        lighted?: boolean;
                                        vegan?: boolean;
                                    };
                                    price?: {
                                        from?: number;
                                        to?: number;
                                        /**
                                         * @default wholesalePrice
                                         * @enum {string}
                                         */
                                        on: "wholesalePrice" | "suggestedRetail";
                                    };
                                    /** @enum {string} */
                                    dueDate?: "next15" | "next30" | "next60" | "next90";
                                    /** @enum {string} */
                                    firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                    /** @enum {string} */
                                    lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                    size?: unknown;
                                    /** Format: date-time */
                                    modifiedDate__gtd?: string;
                                    seasonCode?: string[];
                                    popType?: string[];
                                    popMaterial?: string[];
                                    popCategory?: string[];
                                    popGender?: string[];
                                    popUsage?: string[];
                                };
                                /** @default ALL */
                                lineStatus: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                            } | null;
                            customContent: {
                                displayGroup: string;
                                html: string | null;
                                previewJpg: string | null;
                                sourceFile: string | null;
                            }[];
                            displayGroups: string[];
                            uiSettings: {
                                /**
                                 * @default {
                                 *       "sortOrder": [],
                                 *       "groupIsEnabled": false,
                                 *       "customSort": {},
                                 *       "columns": []
                                 *     }
                                 */
                                gridSettings: {
                                    /** @default [] */
                                    sortOrder: {
                                        colId: string;
                                        /** @enum {string} */
                                        sort: "asc" | "desc";
                                    }[];
                                    /** @default false */
                                    groupIsEnabled: boolean;
                                    /** @default {} */
                                    customSort: {
                                        [key: string]: string[];
                                    };
                                    /** @default [] */
                                    columns: {
                                        colId: string;
                                        width?: number;
                                        hide?: boolean;
                                        /** @enum {string|null} */
                                        pinned?: "left" | "right" | null;
                                    }[];
                                };
                                groupSettings?: {
                                    /** @enum {string} */
                                    groupBy: "gender" | "division" | "divisionGroup" | "pillar" | "popCategory" | "none";
                                };
                                digitalShowroomSettings?: {
                                    /**
                                     * @default categories
                                     * @enum {string}
                                     */
                                    startScreen: "categories" | "firstDivider" | "searchAll";
                                    /** @default false */
                                    assortmentStatusOnly: boolean;
                                    /** @default #e8f5e9 */
                                    background: string;
                                    /** @default true */
                                    showPrices: boolean;
                                    /** @default false */
                                    showAvailability: boolean;
                                };
                                filterBar?: {
                                    [key: string]: string;
                                };
                            };
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortments/export/{list}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the manager's lists as an Excel workbook */
        get: {
            parameters: {
                query?: {
                    type?: "folder" | "item";
                    sort?: "newest" | "name" | "style";
                    productType?: "Footwear" | "Apparel" | "POP";
                    method?: "static" | "dynamic";
                    orgType?: "internal" | "regular";
                    channel?: "All" | "Wholesale" | "Retail";
                    region?: "All" | "International" | "Europe" | "Domestic";
                    season?: "Spring" | "Fall";
                    year?: number;
                    state?: "Published" | "Unpublished" | "Archived";
                    status?: "ALL" | "A" | "R" | "O";
                    search?: string;
                };
                header?: never;
                path: {
                    list: "all" | "archived" | "recent" | "starred" | "quick-access-starred" | "quick-access-recent";
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
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortments/published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every published assortment, with the fields other screens pick from */
        get: {
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
                            /** Format: uuid */
                            _id: string;
                            title: string;
                            subTitle: string | null;
                            starred: boolean;
                            /** @enum {string} */
                            productType: "Footwear" | "Apparel" | "POP";
                            /** @enum {string} */
                            locationId: "US" | "EU" | "CA";
                            archived: boolean;
                            alerts: {
                                style: string;
                                color?: string;
                                message?: string;
                            }[];
                            /** Format: date-time */
                            modifiedDate: string;
                            hierarchy: string[];
                            /** @enum {string} */
                            region: "All" | "International" | "Europe" | "Domestic";
                            /** @enum {string|null} */
                            gender: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                            decimalsPlaces: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One assortment with its products */
        get: {
            parameters: {
                query?: {
                    products?: string;
                    preserveNulls?: string;
                    includeDefaultCollections?: string;
                    includeOrders?: string;
                };
                header?: never;
                path: {
                    id: string;
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
                            /** Format: uuid */
                            _id: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            type: "folder" | "item";
                            title: string;
                            subTitle: string | null;
                            hierarchy: string[];
                            /** Format: uuid */
                            parentId: string | null;
                            logo: string | null;
                            thumbnail: string | null;
                            /** @enum {string} */
                            productType: "Footwear" | "Apparel" | "POP";
                            /** @enum {string} */
                            orgType: "internal" | "regular";
                            /** @enum {string} */
                            method: "static" | "dynamic";
                            /** @enum {string} */
                            channel: "All" | "Wholesale" | "Retail";
                            /** @enum {string} */
                            region: "All" | "International" | "Europe" | "Domestic";
                            /** @enum {string|null} */
                            gender: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                            /** @enum {string|null} */
                            season: "Spring" | "Fall" | null;
                            year: number | null;
                            decimalsPlaces: number;
                            /** @enum {string} */
                            state: "Published" | "Unpublished" | "Archived";
                            archived: boolean;
                            starred: boolean;
                            /** @enum {string} */
                            status: "ALL" | "A" | "R" | "O";
                            /** @enum {string} */
                            locationId: "US" | "EU" | "CA";
                            carryoverDate: number | null;
                            /** Format: uuid */
                            collectionsQueryId: string | null;
                            sortOrder: number;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            modifiedDate: string;
                            /** Format: date-time */
                            lastSyncDate: string | null;
                            lastEditedByUser: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            } | null;
                            owner: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            };
                            productCount: number;
                            alerts: {
                                style: string;
                                color?: string;
                                message?: string;
                            }[];
                            labels: {
                                name: string;
                                color: string;
                            }[];
                            query: {
                                /**
                                 * @default {
                                 *       "styleOnly": false
                                 *     }
                                 */
                                filters: {
                                    ids?: string;
                                    /** @default false */
                                    styleOnly: boolean;
                                    name?: string;
                                    description?: string;
                                    keyInitiative?: string;
                                    division?: string[];
                                    gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                    components?: {
                                        color1?: string;
                                        color2?: string;
                                        color3?: string;
                                        material1?: string;
                                        material2?: string;
                                        material3?: string;
                                    };
                                    features?: string[];
                                    categories?: {
                                        type?: string;
                                        shape?: string;
                                        height?: string;
                                        closure?: string;
                                        sport?: string;
                                        width?: string;
                                        apparelType?: string;
                                        apparelSubType?: string;
                                        lighted?: boolean;
                                        vegan?: boolean;
                                    };
                                    price?: {
                                        from?: number;
                                        to?: number;
                                        /**
                                         * @default wholesalePrice
                                         * @enum {string}
                                         */
                                        on: "wholesalePrice" | "suggestedRetail";
                                    };
                                    /** @enum {string} */
                                    dueDate?: "next15" | "next30" | "next60" | "next90";
                                    /** @enum {string} */
                                    firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                    /** @enum {string} */
                                    lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                    size?: unknown;
                                    /** Format: date-time */
                                    modifiedDate__gtd?: string;
                                    seasonCode?: string[];
                                    popType?: string[];
                                    popMaterial?: string[];
                                    popCategory?: string[];
                                    popGender?: string[];
                                    popUsage?: string[];
                                };
                                /** @default ALL */
                                lineStatus: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                            } | null;
                            customContent: {
                                displayGroup: string;
                                html: string | null;
                                previewJpg: string | null;
                                sourceFile: string | null;
                            }[];
                            displayGroups: string[];
                            uiSettings: {
                                /**
                                 * @default {
                                 *       "sortOrder": [],
                                 *       "groupIsEnabled": false,
                                 *       "customSort": {},
                                 *       "columns": []
                                 *     }
                                 */
                                gridSettings: {
                                    /** @default [] */
                                    sortOrder: {
                                        colId: string;
                                        /** @enum {string} */
                                        sort: "asc" | "desc";
                                    }[];
                                    /** @default false */
                                    groupIsEnabled: boolean;
                                    /** @default {} */
                                    customSort: {
                                        [key: string]: string[];
                                    };
                                    /** @default [] */
                                    columns: {
                                        colId: string;
                                        width?: number;
                                        hide?: boolean;
                                        /** @enum {string|null} */
                                        pinned?: "left" | "right" | null;
                                    }[];
                                };
                                groupSettings?: {
                                    /** @enum {string} */
                                    groupBy: "gender" | "division" | "divisionGroup" | "pillar" | "popCategory" | "none";
                                };
                                digitalShowroomSettings?: {
                                    /**
                                     * @default categories
                                     * @enum {string}
                                     */
                                    startScreen: "categories" | "firstDivider" | "searchAll";
                                    /** @default false */
                                    assortmentStatusOnly: boolean;
                                    /** @default #e8f5e9 */
                                    background: string;
                                    /** @default true */
                                    showPrices: boolean;
                                    /** @default false */
                                    showAvailability: boolean;
                                };
                                filterBar?: {
                                    [key: string]: string;
                                };
                            };
                            version: number;
                            styles: {
                                styleNumeric?: number;
                                name?: string;
                                /** @enum {string} */
                                productType?: "Footwear" | "Apparel" | "POP";
                                division?: string;
                                gender?: string;
                                colorDescription?: string;
                                outsole?: string | null;
                                upper?: string | null;
                                popCategory?: string | null;
                                seasonCodes?: string[];
                                /** @enum {string|null} */
                                lineStatus?: "A" | "R" | "O" | "D" | "C" | "H" | null;
                                cost?: number | null;
                                suggestedRetail?: number | null;
                                firstAvailDate?: number | null;
                                totalInventory?: number | null;
                                currencySymbol?: string;
                                decimalPlaces?: number;
                                inCatalogue?: boolean;
                                displayGroup?: string | null;
                                label?: string | null;
                                carryover?: 0 | 1;
                                selected?: boolean;
                                pillar?: string;
                                discountPercent?: number | null;
                                discountAmount?: number | null;
                                netCost?: number | null;
                                styleNote?: string | null;
                                colorNote?: string | null;
                                collectionStyleNote?: string | null;
                                collectionColorNote?: string | null;
                                tags?: string[];
                                thumbnail?: string | null;
                                version?: number;
                                style: string;
                                colors: {
                                    color: string;
                                    styleNumeric?: number;
                                    name?: string;
                                    /** @enum {string} */
                                    productType?: "Footwear" | "Apparel" | "POP";
                                    division?: string;
                                    gender?: string;
                                    colorDescription?: string;
                                    outsole?: string | null;
                                    upper?: string | null;
                                    popCategory?: string | null;
                                    seasonCodes?: string[];
                                    /** @enum {string|null} */
                                    lineStatus?: "A" | "R" | "O" | "D" | "C" | "H" | null;
                                    cost?: number | null;
                                    suggestedRetail?: number | null;
                                    firstAvailDate?: number | null;
                                    totalInventory?: number | null;
                                    currencySymbol?: string;
                                    decimalPlaces?: number;
                                    inCatalogue?: boolean;
                                    sortOrder: number;
                                    displayGroup?: string | null;
                                    label?: string | null;
                                    carryover?: 0 | 1;
                                    selected?: boolean;
                                    pillar?: string;
                                    discountPercent?: number | null;
                                    discountAmount?: number | null;
                                    netCost?: number | null;
                                    styleNote?: string | null;
                                    colorNote?: string | null;
                                    collectionStyleNote?: string | null;
                                    collectionColorNote?: string | null;
                                    tags?: string[];
                                    thumbnail?: string | null;
                                    version?: number;
                                }[];
                            }[];
                            defaultCollection?: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                collectionType: string;
                                /** @enum {string} */
                                linkageType: "linkageId" | "linkageObject";
                                /** @enum {string} */
                                linkageModel: "Assortment";
                                /** Format: uuid */
                                linkageId: string | null;
                                linkageObject: {
                                    /** @enum {string} */
                                    channel?: "All" | "Wholesale" | "Retail";
                                    /** @enum {string} */
                                    method?: "static" | "dynamic";
                                    /** @enum {string} */
                                    orgType?: "internal" | "regular";
                                    /** @enum {string} */
                                    productType?: "Footwear" | "Apparel" | "POP";
                                    /** @enum {string} */
                                    region?: "All" | "International" | "Europe" | "Domestic";
                                    /** @enum {string} */
                                    season?: "Spring" | "Fall";
                                    year?: number;
                                } | null;
                                products: {
                                    style: string;
                                    color: string;
                                    /** @default true */
                                    selected: boolean;
                                }[];
                                /** Format: date-time */
                                modifiedDate: string;
                            } | null;
                            orders?: {
                                /** Format: uuid */
                                _id: string;
                                orderNumber: number;
                                orderIdentifier: string;
                                /** @enum {string} */
                                type: "SAMPLE" | "PROMO" | "WHOLESALE";
                                /** @enum {string} */
                                status: "DRAFT" | "PENDING" | "SUBMITTED" | "IN PROGRESS" | "COMPLETED" | "ARCHIVED" | "INACTIVE" | "CANCELED" | "UNAPPROVED ORDER" | "APPROVED" | "DENIED";
                                /** @enum {string} */
                                orderApprovalStatus: "PENDING" | "REQUIRES APPROVER" | "REQUIRES SENIOR" | "REVIEW COMPLETE" | "PROCESSED" | "FINALIZED";
                                /** @default null */
                                purpose: string | null;
                                /** Format: date-time */
                                createdDate: string;
                                /** Format: date-time */
                                modifiedDate: string;
                                /** Format: date-time */
                                submittedDate: string | null;
                                /** Format: date-time */
                                completedDate: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Deletes an assortment, or a folder with everything in it */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
                            message: string;
                            count: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Edits properties (last write wins) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title?: string;
                        subTitle?: string | null;
                        /** @enum {string} */
                        productType?: "Footwear" | "Apparel" | "POP";
                        /** @enum {string} */
                        method?: "static" | "dynamic";
                        /** @enum {string} */
                        channel?: "All" | "Wholesale" | "Retail";
                        /** @enum {string} */
                        region?: "All" | "International" | "Europe" | "Domestic";
                        /** @enum {string|null} */
                        gender?: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                        /** @enum {string|null} */
                        season?: "Spring" | "Fall" | null;
                        year?: number | null;
                        decimalsPlaces?: number;
                        /** @enum {string} */
                        locationId?: "US" | "EU" | "CA";
                        /** @enum {string} */
                        state?: "Published" | "Unpublished" | "Archived";
                        /** @enum {string} */
                        status?: "ALL" | "A" | "R" | "O";
                        archived?: boolean;
                        starred?: boolean;
                        /** Format: uuid */
                        parentId?: string | null;
                        sortOrder?: number;
                        carryoverDate?: number | null;
                        logo?: string | null;
                        thumbnail?: string | null;
                        labels?: {
                            name: string;
                            color: string;
                        }[];
                        alerts?: {
                            style: string;
                            color?: string;
                            message?: string;
                        }[];
                        query?: {
                            filters?: {
                                ids?: string;
                                /** @default false */
                                styleOnly?: boolean;
                                name?: string;
                                description?: string;
                                keyInitiative?: string;
                                division?: string[];
                                gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                components?: {
                                    color1?: string;
                                    color2?: string;
                                    color3?: string;
                                    material1?: string;
                                    material2?: string;
                                    material3?: string;
                                };
                                features?: string[];
                                categories?: {
                                    type?: string;
                                    shape?: string;
                                    height?: string;
                                    closure?: string;
                                    sport?: string;
                                    width?: string;
                                    apparelType?: string;
                                    apparelSubType?: string;
                                    lighted?: boolean;
                                    vegan?: boolean;
                                };
                                price?: {
                                    from?: number;
                                    to?: number;
                                    /**
                                     * @default wholesalePrice
                                     * @enum {string}
                                     */
                                    on?: "wholesalePrice" | "suggestedRetail";
                                };
                                /** @enum {string} */
                                dueDate?: "next15" | "next30" | "next60" | "next90";
                                /** @enum {string} */
                                firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                /** @enum {string} */
                                lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                size?: string;
                                /** Format: date-time */
                                modifiedDate__gtd?: string;
                                seasonCode?: string[];
                                popType?: string[];
                                popMaterial?: string[];
                                popCategory?: string[];
                                popGender?: string[];
                                popUsage?: string[];
                            };
                            /** @default ALL */
                            lineStatus?: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                        } | null;
                        customContent?: {
                            displayGroup: string;
                            html: string | null;
                            previewJpg: string | null;
                            sourceFile: string | null;
                        }[];
                        displayGroups?: string[];
                        uiSettings?: {
                            /**
                             * @default {
                             *       "sortOrder": [],
                             *       "groupIsEnabled": false,
                             *       "customSort": {},
                             *       "columns": []
                             *     }
                             */
                            gridSettings?: {
                                /** @default [] */
                                sortOrder?: {
                                    colId: string;
                                    /** @enum {string} */
                                    sort: "asc" | "desc";
                                }[];
                                /** @default false */
                                groupIsEnabled?: boolean;
                                /** @default {} */
                                customSort?: {
                                    [key: string]: string[];
                                };
                                /** @default [] */
                                columns?: {
                                    colId: string;
                                    width?: number;
                                    hide?: boolean;
                                    /** @enum {string|null} */
                                    pinned?: "left" | "right" | null;
                                }[];
                            };
                            groupSettings?: {
                                /** @enum {string} */
                                groupBy: "gender" | "division" | "divisionGroup" | "pillar" | "popCategory" | "none";
                            };
                            digitalShowroomSettings?: {
                                /**
                                 * @default categories
                                 * @enum {string}
                                 */
                                startScreen?: "categories" | "firstDivider" | "searchAll";
                                /** @default false */
                                assortmentStatusOnly?: boolean;
                                /** @default #e8f5e9 */
                                background?: string;
                                /** @default true */
                                showPrices?: boolean;
                                /** @default false */
                                showAvailability?: boolean;
                            };
                            filterBar?: {
                                [key: string]: string;
                            };
                        };
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
                            /** Format: uuid */
                            _id: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            type: "folder" | "item";
                            title: string;
                            subTitle: string | null;
                            hierarchy: string[];
                            /** Format: uuid */
                            parentId: string | null;
                            logo: string | null;
                            thumbnail: string | null;
                            /** @enum {string} */
                            productType: "Footwear" | "Apparel" | "POP";
                            /** @enum {string} */
                            orgType: "internal" | "regular";
                            /** @enum {string} */
                            method: "static" | "dynamic";
                            /** @enum {string} */
                            channel: "All" | "Wholesale" | "Retail";
                            /** @enum {string} */
                            region: "All" | "International" | "Europe" | "Domestic";
                            /** @enum {string|null} */
                            gender: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                            /** @enum {string|null} */
                            season: "Spring" | "Fall" | null;
                            year: number | null;
                            decimalsPlaces: number;
                            /** @enum {string} */
                            state: "Published" | "Unpublished" | "Archived";
                            archived: boolean;
                            starred: boolean;
                            /** @enum {string} */
                            status: "ALL" | "A" | "R" | "O";
                            /** @enum {string} */
                            locationId: "US" | "EU" | "CA";
                            carryoverDate: number | null;
                            /** Format: uuid */
                            collectionsQueryId: string | null;
                            sortOrder: number;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            modifiedDate: string;
                            /** Format: date-time */
                            lastSyncDate: string | null;
                            lastEditedByUser: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            } | null;
                            owner: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            };
                            productCount: number;
                            alerts: {
                                style: string;
                                color?: string;
                                message?: string;
                            }[];
                            labels: {
                                name: string;
                                color: string;
                            }[];
                            query: {
                                /**
                                 * @default {
                                 *       "styleOnly": false
                                 *     }
                                 */
                                filters: {
                                    ids?: string;
                                    /** @default false */
                                    styleOnly: boolean;
                                    name?: string;
                                    description?: string;
                                    keyInitiative?: string;
                                    division?: string[];
                                    gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                    components?: {
                                        color1?: string;
                                        color2?: string;
                                        color3?: string;
                                        material1?: string;
                                        material2?: string;
                                        material3?: string;
                                    };
                                    features?: string[];
                                    categories?: {
                                        type?: string;
                                        shape?: string;
                                        height?: string;
                                        closure?: string;
                                        sport?: string;
                                        width?: string;
                                        apparelType?: string;
                                        apparelSubType?: string;
                                        lighted?: boolean;
                                        vegan?: boolean;
                                    };
                                    price?: {
                                        from?: number;
                                        to?: number;
                                        /**
                                         * @default wholesalePrice
                                         * @enum {string}
                                         */
                                        on: "wholesalePrice" | "suggestedRetail";
                                    };
                                    /** @enum {string} */
                                    dueDate?: "next15" | "next30" | "next60" | "next90";
                                    /** @enum {string} */
                                    firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                    /** @enum {string} */
                                    lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                    size?: unknown;
                                    /** Format: date-time */
                                    modifiedDate__gtd?: string;
                                    seasonCode?: string[];
                                    popType?: string[];
                                    popMaterial?: string[];
                                    popCategory?: string[];
                                    popGender?: string[];
                                    popUsage?: string[];
                                };
                                /** @default ALL */
                                lineStatus: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                            } | null;
                            customContent: {
                                displayGroup: string;
                                html: string | null;
                                previewJpg: string | null;
                                sourceFile: string | null;
                            }[];
                            displayGroups: string[];
                            uiSettings: {
                                /**
                                 * @default {
                                 *       "sortOrder": [],
                                 *       "groupIsEnabled": false,
                                 *       "customSort": {},
                                 *       "columns": []
                                 *     }
                                 */
                                gridSettings: {
                                    /** @default [] */
                                    sortOrder: {
                                        colId: string;
                                        /** @enum {string} */
                                        sort: "asc" | "desc";
                                    }[];
                                    /** @default false */
                                    groupIsEnabled: boolean;
                                    /** @default {} */
                                    customSort: {
                                        [key: string]: string[];
                                    };
                                    /** @default [] */
                                    columns: {
                                        colId: string;
                                        width?: number;
                                        hide?: boolean;
                                        /** @enum {string|null} */
                                        pinned?: "left" | "right" | null;
                                    }[];
                                };
                                groupSettings?: {
                                    /** @enum {string} */
                                    groupBy: "gender" | "division" | "divisionGroup" | "pillar" | "popCategory" | "none";
                                };
                                digitalShowroomSettings?: {
                                    /**
                                     * @default categories
                                     * @enum {string}
                                     */
                                    startScreen: "categories" | "firstDivider" | "searchAll";
                                    /** @default false */
                                    assortmentStatusOnly: boolean;
                                    /** @default #e8f5e9 */
                                    background: string;
                                    /** @default true */
                                    showPrices: boolean;
                                    /** @default false */
                                    showAvailability: boolean;
                                };
                                filterBar?: {
                                    [key: string]: string;
                                };
                            };
                            version: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/assortments/archive": {
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
        /** Archives or unarchives assortments; a folder's contents go with it */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: string[];
                        archived: boolean;
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
                            count: number;
                            data: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                type: "folder" | "item";
                                title: string;
                                subTitle: string | null;
                                hierarchy: string[];
                                /** Format: uuid */
                                parentId: string | null;
                                logo: string | null;
                                thumbnail: string | null;
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @enum {string} */
                                orgType: "internal" | "regular";
                                /** @enum {string} */
                                method: "static" | "dynamic";
                                /** @enum {string} */
                                channel: "All" | "Wholesale" | "Retail";
                                /** @enum {string} */
                                region: "All" | "International" | "Europe" | "Domestic";
                                /** @enum {string|null} */
                                gender: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                                /** @enum {string|null} */
                                season: "Spring" | "Fall" | null;
                                year: number | null;
                                decimalsPlaces: number;
                                /** @enum {string} */
                                state: "Published" | "Unpublished" | "Archived";
                                archived: boolean;
                                starred: boolean;
                                /** @enum {string} */
                                status: "ALL" | "A" | "R" | "O";
                                /** @enum {string} */
                                locationId: "US" | "EU" | "CA";
                                carryoverDate: number | null;
                                /** Format: uuid */
                                collectionsQueryId: string | null;
                                sortOrder: number;
                                /** Format: date-time */
                                createdDate: string;
                                /** Format: date-time */
                                modifiedDate: string;
                                /** Format: date-time */
                                lastSyncDate: string | null;
                                lastEditedByUser: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                } | null;
                                owner: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                                productCount: number;
                                alerts: {
                                    style: string;
                                    color?: string;
                                    message?: string;
                                }[];
                                labels: {
                                    name: string;
                                    color: string;
                                }[];
                                query: {
                                    /**
                                     * @default {
                                     *       "styleOnly": false
                                     *     }
                                     */
                                    filters: {
                                        ids?: string;
                                        /** @default false */
                                        styleOnly: boolean;
                                        name?: string;
                                        description?: string;
                                        keyInitiative?: string;
                                        division?: string[];
                                        gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                        components?: {
                                            color1?: string;
                                            color2?: string;
                                            color3?: string;
                                            material1?: string;
                                            material2?: string;
                                            material3?: string;
                                        };
                                        features?: string[];
                                        categories?: {
                                            type?: string;
                                            shape?: string;
                                            height?: string;
                                            closure?: string;
                                            sport?: string;
                                            width?: string;
                                            apparelType?: string;
                                            apparelSubType?: string;
                                            lighted?: boolean;
                                            vegan?: boolean;
                                        };
                                        price?: {
                                            from?: number;
                                            to?: number;
                                            /**
                                             * @default wholesalePrice
                                             * @enum {string}
                                             */
                                            on: "wholesalePrice" | "suggestedRetail";
                                        };
                                        /** @enum {string} */
                                        dueDate?: "next15" | "next30" | "next60" | "next90";
                                        /** @enum {string} */
                                        firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                        /** @enum {string} */
                                        lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                        size?: unknown;
                                        /** Format: date-time */
                                        modifiedDate__gtd?: string;
                                        seasonCode?: string[];
                                        popType?: string[];
                                        popMaterial?: string[];
                                        popCategory?: string[];
                                        popGender?: string[];
                                        popUsage?: string[];
                                    };
                                    /** @default ALL */
                                    lineStatus: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                                } | null;
                                customContent: {
                                    displayGroup: string;
                                    html: string | null;
                                    previewJpg: string | null;
                                    sourceFile: string | null;
                                }[];
                                displayGroups: string[];
                                uiSettings: {
                                    /**
                                     * @default {
                                     *       "sortOrder": [],
                                     *       "groupIsEnabled": false,
                                     *       "customSort": {},
                                     *       "columns": []
                                     *     }
                                     */
                                    gridSettings: {
                                        /** @default [] */
                                        sortOrder: {
                                            colId: string;
                                            /** @enum {string} */
                                            sort: "asc" | "desc";
                                        }[];
                                        /** @default false */
                                        groupIsEnabled: boolean;
                                        /** @default {} */
                                        customSort: {
                                            [key: string]: string[];
                                        };
                                        /** @default [] */
                                        columns: {
                                            colId: string;
                                            width?: number;
                                            hide?: boolean;
                                            /** @enum {string|null} */
                                            pinned?: "left" | "right" | null;
                                        }[];
                                    };
                                    groupSettings?: {
                                        /** @enum {string} */
                                        groupBy: "gender" | "division" | "divisionGroup" | "pillar" | "popCategory" | "none";
                                    };
                                    digitalShowroomSettings?: {
                                        /**
                                         * @default categories
                                         * @enum {string}
                                         */
                                        startScreen: "categories" | "firstDivider" | "searchAll";
                                        /** @default false */
                                        assortmentStatusOnly: boolean;
                                        /** @default #e8f5e9 */
                                        background: string;
                                        /** @default true */
                                        showPrices: boolean;
                                        /** @default false */
                                        showAvailability: boolean;
                                    };
                                    filterBar?: {
                                        [key: string]: string;
                                    };
                                };
                                version: number;
                            }[];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/assortments/cloneMany": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Duplicates assortments, or copies them for another user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: string[];
                        /** Format: uuid */
                        userId?: string;
                        title?: string;
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
                            status: "success" | "partial";
                            data: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                type: "folder" | "item";
                                title: string;
                                subTitle: string | null;
                                hierarchy: string[];
                                /** Format: uuid */
                                parentId: string | null;
                                logo: string | null;
                                thumbnail: string | null;
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @enum {string} */
                                orgType: "internal" | "regular";
                                /** @enum {string} */
                                method: "static" | "dynamic";
                                /** @enum {string} */
                                channel: "All" | "Wholesale" | "Retail";
                                /** @enum {string} */
                                region: "All" | "International" | "Europe" | "Domestic";
                                /** @enum {string|null} */
                                gender: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                                /** @enum {string|null} */
                                season: "Spring" | "Fall" | null;
                                year: number | null;
                                decimalsPlaces: number;
                                /** @enum {string} */
                                state: "Published" | "Unpublished" | "Archived";
                                archived: boolean;
                                starred: boolean;
                                /** @enum {string} */
                                status: "ALL" | "A" | "R" | "O";
                                /** @enum {string} */
                                locationId: "US" | "EU" | "CA";
                                carryoverDate: number | null;
                                /** Format: uuid */
                                collectionsQueryId: string | null;
                                sortOrder: number;
                                /** Format: date-time */
                                createdDate: string;
                                /** Format: date-time */
                                modifiedDate: string;
                                /** Format: date-time */
                                lastSyncDate: string | null;
                                lastEditedByUser: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                } | null;
                                owner: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                                productCount: number;
                                alerts: {
                                    style: string;
                                    color?: string;
                                    message?: string;
                                }[];
                                labels: {
                                    name: string;
                                    color: string;
                                }[];
                                query: {
                                    /**
                                     * @default {
                                     *       "styleOnly": false
                                     *     }
                                     */
                                    filters: {
                                        ids?: string;
                                        /** @default false */
                                        styleOnly: boolean;
                                        name?: string;
                                        description?: string;
                                        keyInitiative?: string;
                                        division?: string[];
                                        gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                        components?: {
                                            color1?: string;
                                            color2?: string;
                                            color3?: string;
                                            material1?: string;
                                            material2?: string;
                                            material3?: string;
                                        };
                                        features?: string[];
                                        categories?: {
                                            type?: string;
                                            shape?: string;
                                            height?: string;
                                            closure?: string;
                                            sport?: string;
                                            width?: string;
                                            apparelType?: string;
                                            apparelSubType?: string;
                                            lighted?: boolean;
                                            vegan?: boolean;
                                        };
                                        price?: {
                                            from?: number;
                                            to?: number;
                                            /**
                                             * @default wholesalePrice
                                             * @enum {string}
                                             */
                                            on: "wholesalePrice" | "suggestedRetail";
                                        };
                                        /** @enum {string} */
                                        dueDate?: "next15" | "next30" | "next60" | "next90";
                                        /** @enum {string} */
                                        firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                        /** @enum {string} */
                                        lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                        size?: unknown;
                                        /** Format: date-time */
                                        modifiedDate__gtd?: string;
                                        seasonCode?: string[];
                                        popType?: string[];
                                        popMaterial?: string[];
                                        popCategory?: string[];
                                        popGender?: string[];
                                        popUsage?: string[];
                                    };
                                    /** @default ALL */
                                    lineStatus: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                                } | null;
                                customContent: {
                                    displayGroup: string;
                                    html: string | null;
                                    previewJpg: string | null;
                                    sourceFile: string | null;
                                }[];
                                displayGroups: string[];
                                uiSettings: {
                                    /**
                                     * @default {
                                     *       "sortOrder": [],
                                     *       "groupIsEnabled": false,
                                     *       "customSort": {},
                                     *       "columns": []
                                     *     }
                                     */
                                    gridSettings: {
                                        /** @default [] */
                                        sortOrder: {
                                            colId: string;
                                            /** @enum {string} */
                                            sort: "asc" | "desc";
                                        }[];
                                        /** @default false */
                                        groupIsEnabled: boolean;
                                        /** @default {} */
                                        customSort: {
                                            [key: string]: string[];
                                        };
                                        /** @default [] */
                                        columns: {
                                            colId: string;
                                            width?: number;
                                            hide?: boolean;
                                            /** @enum {string|null} */
                                            pinned?: "left" | "right" | null;
                                        }[];
                                    };
                                    groupSettings?: {
                                        /** @enum {string} */
                                        groupBy: "gender" | "division" | "divisionGroup" | "pillar" | "popCategory" | "none";
                                    };
                                    digitalShowroomSettings?: {
                                        /**
                                         * @default categories
                                         * @enum {string}
                                         */
                                        startScreen: "categories" | "firstDivider" | "searchAll";
                                        /** @default false */
                                        assortmentStatusOnly: boolean;
                                        /** @default #e8f5e9 */
                                        background: string;
                                        /** @default true */
                                        showPrices: boolean;
                                        /** @default false */
                                        showAvailability: boolean;
                                    };
                                    filterBar?: {
                                        [key: string]: string;
                                    };
                                };
                                version: number;
                            }[];
                            failures: {
                                /** Format: uuid */
                                id: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortments/products/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of a dynamic assortment's products */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        query?: {
                            filters?: {
                                ids?: string;
                                /** @default false */
                                styleOnly?: boolean;
                                name?: string;
                                description?: string;
                                keyInitiative?: string;
                                division?: string[];
                                gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                components?: {
                                    color1?: string;
                                    color2?: string;
                                    color3?: string;
                                    material1?: string;
                                    material2?: string;
                                    material3?: string;
                                };
                                features?: string[];
                                categories?: {
                                    type?: string;
                                    shape?: string;
                                    height?: string;
                                    closure?: string;
                                    sport?: string;
                                    width?: string;
                                    apparelType?: string;
                                    apparelSubType?: string;
                                    lighted?: boolean;
                                    vegan?: boolean;
                                };
                                price?: {
                                    from?: number;
                                    to?: number;
                                    /**
                                     * @default wholesalePrice
                                     * @enum {string}
                                     */
                                    on?: "wholesalePrice" | "suggestedRetail";
                                };
                                /** @enum {string} */
                                dueDate?: "next15" | "next30" | "next60" | "next90";
                                /** @enum {string} */
                                firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                /** @enum {string} */
                                lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                size?: string;
                                /** Format: date-time */
                                modifiedDate__gtd?: string;
                                seasonCode?: string[];
                                popType?: string[];
                                popMaterial?: string[];
                                popCategory?: string[];
                                popGender?: string[];
                                popUsage?: string[];
                            };
                        };
                        /**
                         * @default Footwear
                         * @enum {string}
                         */
                        productType?: "Footwear" | "Apparel" | "POP";
                        /**
                         * @default US
                         * @enum {string}
                         */
                        "locations.code"?: "US" | "EU" | "CA";
                        /** @default ALL */
                        "locations.lineStatus"?: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                        /**
                         * @default {
                         *       "totalCount": false
                         *     }
                         */
                        _options?: {
                            /** @default false */
                            totalCount?: boolean;
                        };
                        _uiOptions?: {
                            startRow: number;
                            endRow: number;
                        };
                        /** @default 100 */
                        limit?: number;
                        /** @default 0 */
                        skip?: number;
                        sort?: {
                            [key: string]: 1 | -1;
                        };
                    };
                };
            };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internalAssortments/products/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of a dynamic assortment's products */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        query?: {
                            filters?: {
                                ids?: string;
                                /** @default false */
                                styleOnly?: boolean;
                                name?: string;
                                description?: string;
                                keyInitiative?: string;
                                division?: string[];
                                gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                components?: {
                                    color1?: string;
                                    color2?: string;
                                    color3?: string;
                                    material1?: string;
                                    material2?: string;
                                    material3?: string;
                                };
                                features?: string[];
                                categories?: {
                                    type?: string;
                                    shape?: string;
                                    height?: string;
                                    closure?: string;
                                    sport?: string;
                                    width?: string;
                                    apparelType?: string;
                                    apparelSubType?: string;
                                    lighted?: boolean;
                                    vegan?: boolean;
                                };
                                price?: {
                                    from?: number;
                                    to?: number;
                                    /**
                                     * @default wholesalePrice
                                     * @enum {string}
                                     */
                                    on?: "wholesalePrice" | "suggestedRetail";
                                };
                                /** @enum {string} */
                                dueDate?: "next15" | "next30" | "next60" | "next90";
                                /** @enum {string} */
                                firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                /** @enum {string} */
                                lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                size?: string;
                                /** Format: date-time */
                                modifiedDate__gtd?: string;
                                seasonCode?: string[];
                                popType?: string[];
                                popMaterial?: string[];
                                popCategory?: string[];
                                popGender?: string[];
                                popUsage?: string[];
                            };
                        };
                        /**
                         * @default Footwear
                         * @enum {string}
                         */
                        productType?: "Footwear" | "Apparel" | "POP";
                        /**
                         * @default US
                         * @enum {string}
                         */
                        "locations.code"?: "US" | "EU" | "CA";
                        /** @default ALL */
                        "locations.lineStatus"?: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                        /**
                         * @default {
                         *       "totalCount": false
                         *     }
                         */
                        _options?: {
                            /** @default false */
                            totalCount?: boolean;
                        };
                        _uiOptions?: {
                            startRow: number;
                            endRow: number;
                        };
                        /** @default 100 */
                        limit?: number;
                        /** @default 0 */
                        skip?: number;
                        sort?: {
                            [key: string]: 1 | -1;
                        };
                    };
                };
            };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortments/batch/{id}": {
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
        /** Saves grid edits as one batch made on baseVersion; 409 userLock when a cell it writes changed since */
        patch: {
            parameters: {
                query: {
                    baseVersion: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        addProducts?: {
                            style: string;
                            color: string;
                            sortOrder?: number;
                            changes?: {
                                [key: string]: (string | number | boolean | string[]) | null;
                            };
                        }[];
                        deleteProducts?: {
                            id: string;
                        }[];
                        updateProducts?: {
                            id: string;
                            changes: {
                                [key: string]: (string | number | boolean | string[]) | null;
                            };
                        }[];
                        sortProducts?: {
                            id: string;
                            sortOrder: number;
                        }[];
                        patch?: {
                            title?: string;
                            subTitle?: string | null;
                            /** @enum {string} */
                            productType?: "Footwear" | "Apparel" | "POP";
                            /** @enum {string} */
                            method?: "static" | "dynamic";
                            /** @enum {string} */
                            channel?: "All" | "Wholesale" | "Retail";
                            /** @enum {string} */
                            region?: "All" | "International" | "Europe" | "Domestic";
                            /** @enum {string|null} */
                            gender?: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                            /** @enum {string|null} */
                            season?: "Spring" | "Fall" | null;
                            year?: number | null;
                            decimalsPlaces?: number;
                            /** @enum {string} */
                            locationId?: "US" | "EU" | "CA";
                            /** @enum {string} */
                            state?: "Published" | "Unpublished" | "Archived";
                            /** @enum {string} */
                            status?: "ALL" | "A" | "R" | "O";
                            archived?: boolean;
                            starred?: boolean;
                            /** Format: uuid */
                            parentId?: string | null;
                            sortOrder?: number;
                            carryoverDate?: number | null;
                            logo?: string | null;
                            thumbnail?: string | null;
                            labels?: {
                                name: string;
                                color: string;
                            }[];
                            alerts?: {
                                style: string;
                                color?: string;
                                message?: string;
                            }[];
                            query?: {
                                filters?: {
                                    ids?: string;
                                    /** @default false */
                                    styleOnly?: boolean;
                                    name?: string;
                                    description?: string;
                                    keyInitiative?: string;
                                    division?: string[];
                                    gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                    components?: {
                                        color1?: string;
                                        color2?: string;
                                        color3?: string;
                                        material1?: string;
                                        material2?: string;
                                        material3?: string;
                                    };
                                    features?: string[];
                                    categories?: {
                                        type?: string;
                                        shape?: string;
                                        height?: string;
                                        closure?: string;
                                        sport?: string;
                                        width?: string;
                                        apparelType?: string;
                                        apparelSubType?: string;
                                        lighted?: boolean;
                                        vegan?: boolean;
                                    };
                                    price?: {
                                        from?: number;
                                        to?: number;
                                        /**
                                         * @default wholesalePrice
                                         * @enum {string}
                                         */
                                        on?: "wholesalePrice" | "suggestedRetail";
                                    };
                                    /** @enum {string} */
                                    dueDate?: "next15" | "next30" | "next60" | "next90";
                                    /** @enum {string} */
                                    firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                    /** @enum {string} */
                                    lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                    size?: string;
                                    /** Format: date-time */
                                    modifiedDate__gtd?: string;
                                    seasonCode?: string[];
                                    popType?: string[];
                                    popMaterial?: string[];
                                    popCategory?: string[];
                                    popGender?: string[];
                                    popUsage?: string[];
                                };
                                /** @default ALL */
                                lineStatus?: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                            } | null;
                            customContent?: {
                                displayGroup: string;
                                html: string | null;
                                previewJpg: string | null;
                                sourceFile: string | null;
                            }[];
                            displayGroups?: string[];
                            uiSettings?: {
                                /**
                                 * @default {
                                 *       "sortOrder": [],
                                 *       "groupIsEnabled": false,
                                 *       "customSort": {},
                                 *       "columns": []
                                 *     }
                                 */
                                gridSettings?: {
                                    /** @default [] */
                                    sortOrder?: {
                                        colId: string;
                                        /** @enum {string} */
                                        sort: "asc" | "desc";
                                    }[];
                                    /** @default false */
                                    groupIsEnabled?: boolean;
                                    /** @default {} */
                                    customSort?: {
                                        [key: string]: string[];
                                    };
                                    /** @default [] */
                                    columns?: {
                                        colId: string;
                                        width?: number;
                                        hide?: boolean;
                                        /** @enum {string|null} */
                                        pinned?: "left" | "right" | null;
                                    }[];
                                };
                                groupSettings?: {
                                    /** @enum {string} */
                                    groupBy: "gender" | "division" | "divisionGroup" | "pillar" | "popCategory" | "none";
                                };
                                digitalShowroomSettings?: {
                                    /**
                                     * @default categories
                                     * @enum {string}
                                     */
                                    startScreen?: "categories" | "firstDivider" | "searchAll";
                                    /** @default false */
                                    assortmentStatusOnly?: boolean;
                                    /** @default #e8f5e9 */
                                    background?: string;
                                    /** @default true */
                                    showPrices?: boolean;
                                    /** @default false */
                                    showAvailability?: boolean;
                                };
                                filterBar?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    }[];
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
                            message: "Success";
                            version: number;
                            products: {
                                id: string;
                                style: string;
                                color: string;
                                styleNumeric: number;
                                name: string;
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                division: string;
                                divisionGroup: string;
                                gender: string;
                                colorDescription: string;
                                outsole: string | null;
                                upper: string | null;
                                popCategory: string | null;
                                seasonCodes: string[];
                                /** @enum {string|null} */
                                lineStatus: "A" | "R" | "O" | "D" | "C" | "H" | null;
                                cost: number | null;
                                suggestedRetail: number | null;
                                markupPercent: number | null;
                                firstAvailDate: number | null;
                                totalInventory: number | null;
                                currencySymbol: string;
                                decimalPlaces: number;
                                inCatalogue: boolean;
                                sortOrder: number;
                                displayGroup: string | null;
                                label: string | null;
                                carryover: 0 | 1;
                                selected: boolean;
                                pillar: string;
                                discountPercent: number | null;
                                discountAmount: number | null;
                                netCost: number | null;
                                styleNote: string | null;
                                colorNote: string | null;
                                collectionStyleNote: string | null;
                                collectionColorNote: string | null;
                                tags: string[];
                                thumbnail: string | null;
                                printImage: string;
                                version: number;
                            }[];
                            deleted: string[];
                            skipped: {
                                id: string;
                                /** @enum {string} */
                                reason: "alreadyInAssortment" | "notFound" | "notAllowed";
                            }[];
                            assortment: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                type: "folder" | "item";
                                title: string;
                                subTitle: string | null;
                                hierarchy: string[];
                                /** Format: uuid */
                                parentId: string | null;
                                logo: string | null;
                                thumbnail: string | null;
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @enum {string} */
                                orgType: "internal" | "regular";
                                /** @enum {string} */
                                method: "static" | "dynamic";
                                /** @enum {string} */
                                channel: "All" | "Wholesale" | "Retail";
                                /** @enum {string} */
                                region: "All" | "International" | "Europe" | "Domestic";
                                /** @enum {string|null} */
                                gender: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                                /** @enum {string|null} */
                                season: "Spring" | "Fall" | null;
                                year: number | null;
                                decimalsPlaces: number;
                                /** @enum {string} */
                                state: "Published" | "Unpublished" | "Archived";
                                archived: boolean;
                                starred: boolean;
                                /** @enum {string} */
                                status: "ALL" | "A" | "R" | "O";
                                /** @enum {string} */
                                locationId: "US" | "EU" | "CA";
                                carryoverDate: number | null;
                                /** Format: uuid */
                                collectionsQueryId: string | null;
                                sortOrder: number;
                                /** Format: date-time */
                                createdDate: string;
                                /** Format: date-time */
                                modifiedDate: string;
                                /** Format: date-time */
                                lastSyncDate: string | null;
                                lastEditedByUser: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                } | null;
                                owner: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                                productCount: number;
                                alerts: {
                                    style: string;
                                    color?: string;
                                    message?: string;
                                }[];
                                labels: {
                                    name: string;
                                    color: string;
                                }[];
                                query: {
                                    /**
                                     * @default {
                                     *       "styleOnly": false
                                     *     }
                                     */
                                    filters: {
                                        ids?: string;
                                        /** @default false */
                                        styleOnly: boolean;
                                        name?: string;
                                        description?: string;
                                        keyInitiative?: string;
                                        division?: string[];
                                        gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                        components?: {
                                            color1?: string;
                                            color2?: string;
                                            color3?: string;
                                            material1?: string;
                                            material2?: string;
                                            material3?: string;
                                        };
                                        features?: string[];
                                        categories?: {
                                            type?: string;
                                            shape?: string;
                                            height?: string;
                                            closure?: string;
                                            sport?: string;
                                            width?: string;
                                            apparelType?: string;
                                            apparelSubType?: string;
                                            lighted?: boolean;
                                            vegan?: boolean;
                                        };
                                        price?: {
                                            from?: number;
                                            to?: number;
                                            /**
                                             * @default wholesalePrice
                                             * @enum {string}
                                             */
                                            on: "wholesalePrice" | "suggestedRetail";
                                        };
                                        /** @enum {string} */
                                        dueDate?: "next15" | "next30" | "next60" | "next90";
                                        /** @enum {string} */
                                        firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                        /** @enum {string} */
                                        lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                        size?: unknown;
                                        /** Format: date-time */
                                        modifiedDate__gtd?: string;
                                        seasonCode?: string[];
                                        popType?: string[];
                                        popMaterial?: string[];
                                        popCategory?: string[];
                                        popGender?: string[];
                                        popUsage?: string[];
                                    };
                                    /** @default ALL */
                                    lineStatus: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                                } | null;
                                customContent: {
                                    displayGroup: string;
                                    html: string | null;
                                    previewJpg: string | null;
                                    sourceFile: string | null;
                                }[];
                                displayGroups: string[];
                                uiSettings: {
                                    /**
                                     * @default {
                                     *       "sortOrder": [],
                                     *       "groupIsEnabled": false,
                                     *       "customSort": {},
                                     *       "columns": []
                                     *     }
                                     */
                                    gridSettings: {
                                        /** @default [] */
                                        sortOrder: {
                                            colId: string;
                                            /** @enum {string} */
                                            sort: "asc" | "desc";
                                        }[];
                                        /** @default false */
                                        groupIsEnabled: boolean;
                                        /** @default {} */
                                        customSort: {
                                            [key: string]: string[];
                                        };
                                        /** @default [] */
                                        columns: {
                                            colId: string;
                                            width?: number;
                                            hide?: boolean;
                                            /** @enum {string|null} */
                                            pinned?: "left" | "right" | null;
                                        }[];
                                    };
                                    groupSettings?: {
                                        /** @enum {string} */
                                        groupBy: "gender" | "division" | "divisionGroup" | "pillar" | "popCategory" | "none";
                                    };
                                    digitalShowroomSettings?: {
                                        /**
                                         * @default categories
                                         * @enum {string}
                                         */
                                        startScreen: "categories" | "firstDivider" | "searchAll";
                                        /** @default false */
                                        assortmentStatusOnly: boolean;
                                        /** @default #e8f5e9 */
                                        background: string;
                                        /** @default true */
                                        showPrices: boolean;
                                        /** @default false */
                                        showAvailability: boolean;
                                    };
                                    filterBar?: {
                                        [key: string]: string;
                                    };
                                };
                                version: number;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/assortments/{id}/merge": {
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
        /** Adds other assortments' products to this one */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sourceIds: string[];
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
                            message: "Success";
                            version: number;
                            products: {
                                id: string;
                                style: string;
                                color: string;
                                styleNumeric: number;
                                name: string;
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                division: string;
                                divisionGroup: string;
                                gender: string;
                                colorDescription: string;
                                outsole: string | null;
                                upper: string | null;
                                popCategory: string | null;
                                seasonCodes: string[];
                                /** @enum {string|null} */
                                lineStatus: "A" | "R" | "O" | "D" | "C" | "H" | null;
                                cost: number | null;
                                suggestedRetail: number | null;
                                markupPercent: number | null;
                                firstAvailDate: number | null;
                                totalInventory: number | null;
                                currencySymbol: string;
                                decimalPlaces: number;
                                inCatalogue: boolean;
                                sortOrder: number;
                                displayGroup: string | null;
                                label: string | null;
                                carryover: 0 | 1;
                                selected: boolean;
                                pillar: string;
                                discountPercent: number | null;
                                discountAmount: number | null;
                                netCost: number | null;
                                styleNote: string | null;
                                colorNote: string | null;
                                collectionStyleNote: string | null;
                                collectionColorNote: string | null;
                                tags: string[];
                                thumbnail: string | null;
                                printImage: string;
                                version: number;
                            }[];
                            deleted: string[];
                            skipped: {
                                id: string;
                                /** @enum {string} */
                                reason: "alreadyInAssortment" | "notFound" | "notAllowed";
                            }[];
                            assortment: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                type: "folder" | "item";
                                title: string;
                                subTitle: string | null;
                                hierarchy: string[];
                                /** Format: uuid */
                                parentId: string | null;
                                logo: string | null;
                                thumbnail: string | null;
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @enum {string} */
                                orgType: "internal" | "regular";
                                /** @enum {string} */
                                method: "static" | "dynamic";
                                /** @enum {string} */
                                channel: "All" | "Wholesale" | "Retail";
                                /** @enum {string} */
                                region: "All" | "International" | "Europe" | "Domestic";
                                /** @enum {string|null} */
                                gender: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                                /** @enum {string|null} */
                                season: "Spring" | "Fall" | null;
                                year: number | null;
                                decimalsPlaces: number;
                                /** @enum {string} */
                                state: "Published" | "Unpublished" | "Archived";
                                archived: boolean;
                                starred: boolean;
                                /** @enum {string} */
                                status: "ALL" | "A" | "R" | "O";
                                /** @enum {string} */
                                locationId: "US" | "EU" | "CA";
                                carryoverDate: number | null;
                                /** Format: uuid */
                                collectionsQueryId: string | null;
                                sortOrder: number;
                                /** Format: date-time */
                                createdDate: string;
                                /** Format: date-time */
                                modifiedDate: string;
                                /** Format: date-time */
                                lastSyncDate: string | null;
                                lastEditedByUser: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                } | null;
                                owner: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                                productCount: number;
                                alerts: {
                                    style: string;
                                    color?: string;
                                    message?: string;
                                }[];
                                labels: {
                                    name: string;
                                    color: string;
                                }[];
                                query: {
                                    /**
                                     * @default {
                                     *       "styleOnly": false
                                     *     }
                                     */
                                    filters: {
                                        ids?: string;
                                        /** @default false */
                                        styleOnly: boolean;
                                        name?: string;
                                        description?: string;
                                        keyInitiative?: string;
                                        division?: string[];
                                        gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                        components?: {
                                            color1?: string;
                                            color2?: string;
                                            color3?: string;
                                            material1?: string;
                                            material2?: string;
                                            material3?: string;
                                        };
                                        features?: string[];
                                        categories?: {
                                            type?: string;
                                            shape?: string;
                                            height?: string;
                                            closure?: string;
                                            sport?: string;
                                            width?: string;
                                            apparelType?: string;
                                            apparelSubType?: string;
                                            lighted?: boolean;
                                            vegan?: boolean;
                                        };
                                        price?: {
                                            from?: number;
                                            to?: number;
                                            /**
                                             * @default wholesalePrice
                                             * @enum {string}
                                             */
                                            on: "wholesalePrice" | "suggestedRetail";
                                        };
                                        /** @enum {string} */
                                        dueDate?: "next15" | "next30" | "next60" | "next90";
                                        /** @enum {string} */
                                        firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                        /** @enum {string} */
                                        lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                        size?: unknown;
                                        /** Format: date-time */
                                        modifiedDate__gtd?: string;
                                        seasonCode?: string[];
                                        popType?: string[];
                                        popMaterial?: string[];
                                        popCategory?: string[];
                                        popGender?: string[];
                                        popUsage?: string[];
                                    };
                                    /** @default ALL */
                                    lineStatus: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                                } | null;
                                customContent: {
                                    displayGroup: string;
                                    html: string | null;
                                    previewJpg: string | null;
                                    sourceFile: string | null;
                                }[];
                                displayGroups: string[];
                                uiSettings: {
                                    /**
                                     * @default {
                                     *       "sortOrder": [],
                                     *       "groupIsEnabled": false,
                                     *       "customSort": {},
                                     *       "columns": []
                                     *     }
                                     */
                                    gridSettings: {
                                        /** @default [] */
                                        sortOrder: {
                                            colId: string;
                                            /** @enum {string} */
                                            sort: "asc" | "desc";
                                        }[];
                                        /** @default false */
                                        groupIsEnabled: boolean;
                                        /** @default {} */
                                        customSort: {
                                            [key: string]: string[];
                                        };
                                        /** @default [] */
                                        columns: {
                                            colId: string;
                                            width?: number;
                                            hide?: boolean;
                                            /** @enum {string|null} */
                                            pinned?: "left" | "right" | null;
                                        }[];
                                    };
                                    groupSettings?: {
                                        /** @enum {string} */
                                        groupBy: "gender" | "division" | "divisionGroup" | "pillar" | "popCategory" | "none";
                                    };
                                    digitalShowroomSettings?: {
                                        /**
                                         * @default categories
                                         * @enum {string}
                                         */
                                        startScreen: "categories" | "firstDivider" | "searchAll";
                                        /** @default false */
                                        assortmentStatusOnly: boolean;
                                        /** @default #e8f5e9 */
                                        background: string;
                                        /** @default true */
                                        showPrices: boolean;
                                        /** @default false */
                                        showAvailability: boolean;
                                    };
                                    filterBar?: {
                                        [key: string]: string;
                                    };
                                };
                                version: number;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/assortments/{id}/renameProducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renumbered style-colours keep their place and values */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        baseVersion: number;
                        renameProducts: {
                            id: string;
                            newStyle: string;
                            newColor: string;
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
                            /** @enum {string} */
                            message: "Success";
                            version: number;
                            products: {
                                id: string;
                                style: string;
                                color: string;
                                styleNumeric: number;
                                name: string;
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                division: string;
                                divisionGroup: string;
                                gender: string;
                                colorDescription: string;
                                outsole: string | null;
                                upper: string | null;
                                popCategory: string | null;
                                seasonCodes: string[];
                                /** @enum {string|null} */
                                lineStatus: "A" | "R" | "O" | "D" | "C" | "H" | null;
                                cost: number | null;
                                suggestedRetail: number | null;
                                markupPercent: number | null;
                                firstAvailDate: number | null;
                                totalInventory: number | null;
                                currencySymbol: string;
                                decimalPlaces: number;
                                inCatalogue: boolean;
                                sortOrder: number;
                                displayGroup: string | null;
                                label: string | null;
                                carryover: 0 | 1;
                                selected: boolean;
                                pillar: string;
                                discountPercent: number | null;
                                discountAmount: number | null;
                                netCost: number | null;
                                styleNote: string | null;
                                colorNote: string | null;
                                collectionStyleNote: string | null;
                                collectionColorNote: string | null;
                                tags: string[];
                                thumbnail: string | null;
                                printImage: string;
                                version: number;
                            }[];
                            deleted: string[];
                            skipped: {
                                id: string;
                                /** @enum {string} */
                                reason: "alreadyInAssortment" | "notFound" | "notAllowed";
                            }[];
                            assortment: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                type: "folder" | "item";
                                title: string;
                                subTitle: string | null;
                                hierarchy: string[];
                                /** Format: uuid */
                                parentId: string | null;
                                logo: string | null;
                                thumbnail: string | null;
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @enum {string} */
                                orgType: "internal" | "regular";
                                /** @enum {string} */
                                method: "static" | "dynamic";
                                /** @enum {string} */
                                channel: "All" | "Wholesale" | "Retail";
                                /** @enum {string} */
                                region: "All" | "International" | "Europe" | "Domestic";
                                /** @enum {string|null} */
                                gender: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                                /** @enum {string|null} */
                                season: "Spring" | "Fall" | null;
                                year: number | null;
                                decimalsPlaces: number;
                                /** @enum {string} */
                                state: "Published" | "Unpublished" | "Archived";
                                archived: boolean;
                                starred: boolean;
                                /** @enum {string} */
                                status: "ALL" | "A" | "R" | "O";
                                /** @enum {string} */
                                locationId: "US" | "EU" | "CA";
                                carryoverDate: number | null;
                                /** Format: uuid */
                                collectionsQueryId: string | null;
                                sortOrder: number;
                                /** Format: date-time */
                                createdDate: string;
                                /** Format: date-time */
                                modifiedDate: string;
                                /** Format: date-time */
                                lastSyncDate: string | null;
                                lastEditedByUser: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                } | null;
                                owner: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                                productCount: number;
                                alerts: {
                                    style: string;
                                    color?: string;
                                    message?: string;
                                }[];
                                labels: {
                                    name: string;
                                    color: string;
                                }[];
                                query: {
                                    /**
                                     * @default {
                                     *       "styleOnly": false
                                     *     }
                                     */
                                    filters: {
                                        ids?: string;
                                        /** @default false */
                                        styleOnly: boolean;
                                        name?: string;
                                        description?: string;
                                        keyInitiative?: string;
                                        division?: string[];
                                        gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                        components?: {
                                            color1?: string;
                                            color2?: string;
                                            color3?: string;
                                            material1?: string;
                                            material2?: string;
                                            material3?: string;
                                        };
                                        features?: string[];
                                        categories?: {
                                            type?: string;
                                            shape?: string;
                                            height?: string;
                                            closure?: string;
                                            sport?: string;
                                            width?: string;
                                            apparelType?: string;
                                            apparelSubType?: string;
                                            lighted?: boolean;
                                            vegan?: boolean;
                                        };
                                        price?: {
                                            from?: number;
                                            to?: number;
                                            /**
                                             * @default wholesalePrice
                                             * @enum {string}
                                             */
                                            on: "wholesalePrice" | "suggestedRetail";
                                        };
                                        /** @enum {string} */
                                        dueDate?: "next15" | "next30" | "next60" | "next90";
                                        /** @enum {string} */
                                        firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                        /** @enum {string} */
                                        lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                        size?: unknown;
                                        /** Format: date-time */
                                        modifiedDate__gtd?: string;
                                        seasonCode?: string[];
                                        popType?: string[];
                                        popMaterial?: string[];
                                        popCategory?: string[];
                                        popGender?: string[];
                                        popUsage?: string[];
                                    };
                                    /** @default ALL */
                                    lineStatus: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                                } | null;
                                customContent: {
                                    displayGroup: string;
                                    html: string | null;
                                    previewJpg: string | null;
                                    sourceFile: string | null;
                                }[];
                                displayGroups: string[];
                                uiSettings: {
                                    /**
                                     * @default {
                                     *       "sortOrder": [],
                                     *       "groupIsEnabled": false,
                                     *       "customSort": {},
                                     *       "columns": []
                                     *     }
                                     */
                                    gridSettings: {
                                        /** @default [] */
                                        sortOrder: {
                                            colId: string;
                                            /** @enum {string} */
                                            sort: "asc" | "desc";
                                        }[];
                                        /** @default false */
                                        groupIsEnabled: boolean;
                                        /** @default {} */
                                        customSort: {
                                            [key: string]: string[];
                                        };
                                        /** @default [] */
                                        columns: {
                                            colId: string;
                                            width?: number;
                                            hide?: boolean;
                                            /** @enum {string|null} */
                                            pinned?: "left" | "right" | null;
                                        }[];
                                    };
                                    groupSettings?: {
                                        /** @enum {string} */
                                        groupBy: "gender" | "division" | "divisionGroup" | "pillar" | "popCategory" | "none";
                                    };
                                    digitalShowroomSettings?: {
                                        /**
                                         * @default categories
                                         * @enum {string}
                                         */
                                        startScreen: "categories" | "firstDivider" | "searchAll";
                                        /** @default false */
                                        assortmentStatusOnly: boolean;
                                        /** @default #e8f5e9 */
                                        background: string;
                                        /** @default true */
                                        showPrices: boolean;
                                        /** @default false */
                                        showAvailability: boolean;
                                    };
                                    filterBar?: {
                                        [key: string]: string;
                                    };
                                };
                                version: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortments/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every saved batch, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
                            version: number;
                            /** @enum {string} */
                            kind: "create" | "batch" | "restore" | "rename" | "merge";
                            user: {
                                /** Format: uuid */
                                _id: string | null;
                                name: string;
                            };
                            /** Format: date-time */
                            createdDate: string;
                            added: number;
                            deleted: number;
                            updated: number;
                            sorted: number;
                            patched: string[];
                            sample: string[];
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortments/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restores the assortment as it was at a version, as a new batch */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        version: number;
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
                            message: "Success";
                            version: number;
                            products: {
                                id: string;
                                style: string;
                                color: string;
                                styleNumeric: number;
                                name: string;
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                division: string;
                                divisionGroup: string;
                                gender: string;
                                colorDescription: string;
                                outsole: string | null;
                                upper: string | null;
                                popCategory: string | null;
                                seasonCodes: string[];
                                /** @enum {string|null} */
                                lineStatus: "A" | "R" | "O" | "D" | "C" | "H" | null;
                                cost: number | null;
                                suggestedRetail: number | null;
                                markupPercent: number | null;
                                firstAvailDate: number | null;
                                totalInventory: number | null;
                                currencySymbol: string;
                                decimalPlaces: number;
                                inCatalogue: boolean;
                                sortOrder: number;
                                displayGroup: string | null;
                                label: string | null;
                                carryover: 0 | 1;
                                selected: boolean;
                                pillar: string;
                                discountPercent: number | null;
                                discountAmount: number | null;
                                netCost: number | null;
                                styleNote: string | null;
                                colorNote: string | null;
                                collectionStyleNote: string | null;
                                collectionColorNote: string | null;
                                tags: string[];
                                thumbnail: string | null;
                                printImage: string;
                                version: number;
                            }[];
                            deleted: string[];
                            skipped: {
                                id: string;
                                /** @enum {string} */
                                reason: "alreadyInAssortment" | "notFound" | "notAllowed";
                            }[];
                            assortment: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                type: "folder" | "item";
                                title: string;
                                subTitle: string | null;
                                hierarchy: string[];
                                /** Format: uuid */
                                parentId: string | null;
                                logo: string | null;
                                thumbnail: string | null;
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @enum {string} */
                                orgType: "internal" | "regular";
                                /** @enum {string} */
                                method: "static" | "dynamic";
                                /** @enum {string} */
                                channel: "All" | "Wholesale" | "Retail";
                                /** @enum {string} */
                                region: "All" | "International" | "Europe" | "Domestic";
                                /** @enum {string|null} */
                                gender: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                                /** @enum {string|null} */
                                season: "Spring" | "Fall" | null;
                                year: number | null;
                                decimalsPlaces: number;
                                /** @enum {string} */
                                state: "Published" | "Unpublished" | "Archived";
                                archived: boolean;
                                starred: boolean;
                                /** @enum {string} */
                                status: "ALL" | "A" | "R" | "O";
                                /** @enum {string} */
                                locationId: "US" | "EU" | "CA";
                                carryoverDate: number | null;
                                /** Format: uuid */
                                collectionsQueryId: string | null;
                                sortOrder: number;
                                /** Format: date-time */
                                createdDate: string;
                                /** Format: date-time */
                                modifiedDate: string;
                                /** Format: date-time */
                                lastSyncDate: string | null;
                                lastEditedByUser: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                } | null;
                                owner: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                                productCount: number;
                                alerts: {
                                    style: string;
                                    color?: string;
                                    message?: string;
                                }[];
                                labels: {
                                    name: string;
                                    color: string;
                                }[];
                                query: {
                                    /**
                                     * @default {
                                     *       "styleOnly": false
                                     *     }
                                     */
                                    filters: {
                                        ids?: string;
                                        /** @default false */
                                        styleOnly: boolean;
                                        name?: string;
                                        description?: string;
                                        keyInitiative?: string;
                                        division?: string[];
                                        gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                        components?: {
                                            color1?: string;
                                            color2?: string;
                                            color3?: string;
                                            material1?: string;
                                            material2?: string;
                                            material3?: string;
                                        };
                                        features?: string[];
                                        categories?: {
                                            type?: string;
                                            shape?: string;
                                            height?: string;
                                            closure?: string;
                                            sport?: string;
                                            width?: string;
                                            apparelType?: string;
                                            apparelSubType?: string;
                                            lighted?: boolean;
                                            vegan?: boolean;
                                        };
                                        price?: {
                                            from?: number;
                                            to?: number;
                                            /**
                                             * @default wholesalePrice
                                             * @enum {string}
                                             */
                                            on: "wholesalePrice" | "suggestedRetail";
                                        };
                                        /** @enum {string} */
                                        dueDate?: "next15" | "next30" | "next60" | "next90";
                                        /** @enum {string} */
                                        firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                        /** @enum {string} */
                                        lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                        size?: unknown;
                                        /** Format: date-time */
                                        modifiedDate__gtd?: string;
                                        seasonCode?: string[];
                                        popType?: string[];
                                        popMaterial?: string[];
                                        popCategory?: string[];
                                        popGender?: string[];
                                        popUsage?: string[];
                                    };
                                    /** @default ALL */
                                    lineStatus: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                                } | null;
                                customContent: {
                                    displayGroup: string;
                                    html: string | null;
                                    previewJpg: string | null;
                                    sourceFile: string | null;
                                }[];
                                displayGroups: string[];
                                uiSettings: {
                                    /**
                                     * @default {
                                     *       "sortOrder": [],
                                     *       "groupIsEnabled": false,
                                     *       "customSort": {},
                                     *       "columns": []
                                     *     }
                                     */
                                    gridSettings: {
                                        /** @default [] */
                                        sortOrder: {
                                            colId: string;
                                            /** @enum {string} */
                                            sort: "asc" | "desc";
                                        }[];
                                        /** @default false */
                                        groupIsEnabled: boolean;
                                        /** @default {} */
                                        customSort: {
                                            [key: string]: string[];
                                        };
                                        /** @default [] */
                                        columns: {
                                            colId: string;
                                            width?: number;
                                            hide?: boolean;
                                            /** @enum {string|null} */
                                            pinned?: "left" | "right" | null;
                                        }[];
                                    };
                                    groupSettings?: {
                                        /** @enum {string} */
                                        groupBy: "gender" | "division" | "divisionGroup" | "pillar" | "popCategory" | "none";
                                    };
                                    digitalShowroomSettings?: {
                                        /**
                                         * @default categories
                                         * @enum {string}
                                         */
                                        startScreen: "categories" | "firstDivider" | "searchAll";
                                        /** @default false */
                                        assortmentStatusOnly: boolean;
                                        /** @default #e8f5e9 */
                                        background: string;
                                        /** @default true */
                                        showPrices: boolean;
                                        /** @default false */
                                        showAvailability: boolean;
                                    };
                                    filterBar?: {
                                        [key: string]: string;
                                    };
                                };
                                version: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internalAssortments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates an internal assortment ('Select Assortment Attributes'); 409 when one with the same season, year, region, gender and title exists */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        subTitle?: string | null;
                        /** @enum {string} */
                        season: "Spring" | "Fall";
                        year: number;
                        /** @enum {string} */
                        channel: "Wholesale" | "Retail";
                        /** @enum {string} */
                        region: "Domestic" | "International" | "Europe";
                        /**
                         * @default Footwear
                         * @enum {string}
                         */
                        productType?: "Footwear" | "Apparel" | "POP";
                        /**
                         * @default static
                         * @enum {string}
                         */
                        method?: "static" | "dynamic";
                        /**
                         * @default null
                         * @enum {string|null}
                         */
                        gender?: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                        /**
                         * @default Unpublished
                         * @enum {string}
                         */
                        state?: "Published" | "Unpublished" | "Archived";
                        query?: {
                            filters?: {
                                ids?: string;
                                /** @default false */
                                styleOnly?: boolean;
                                name?: string;
                                description?: string;
                                keyInitiative?: string;
                                division?: string[];
                                gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                components?: {
                                    color1?: string;
                                    color2?: string;
                                    color3?: string;
                                    material1?: string;
                                    material2?: string;
                                    material3?: string;
                                };
                                features?: string[];
                                categories?: {
                                    type?: string;
                                    shape?: string;
                                    height?: string;
                                    closure?: string;
                                    sport?: string;
                                    width?: string;
                                    apparelType?: string;
                                    apparelSubType?: string;
                                    lighted?: boolean;
                                    vegan?: boolean;
                                };
                                price?: {
                                    from?: number;
                                    to?: number;
                                    /**
                                     * @default wholesalePrice
                                     * @enum {string}
                                     */
                                    on?: "wholesalePrice" | "suggestedRetail";
                                };
                                /** @enum {string} */
                                dueDate?: "next15" | "next30" | "next60" | "next90";
                                /** @enum {string} */
                                firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                /** @enum {string} */
                                lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                size?: string;
                                /** Format: date-time */
                                modifiedDate__gtd?: string;
                                seasonCode?: string[];
                                popType?: string[];
                                popMaterial?: string[];
                                popCategory?: string[];
                                popGender?: string[];
                                popUsage?: string[];
                            };
                            /** @default ALL */
                            lineStatus?: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                        } | null;
                        products?: {
                            style: string;
                            color: string;
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
                            /** Format: uuid */
                            _id: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            type: "folder" | "item";
                            title: string;
                            subTitle: string | null;
                            hierarchy: string[];
                            /** Format: uuid */
                            parentId: string | null;
                            logo: string | null;
                            thumbnail: string | null;
                            /** @enum {string} */
                            productType: "Footwear" | "Apparel" | "POP";
                            /** @enum {string} */
                            orgType: "internal" | "regular";
                            /** @enum {string} */
                            method: "static" | "dynamic";
                            /** @enum {string} */
                            channel: "All" | "Wholesale" | "Retail";
                            /** @enum {string} */
                            region: "All" | "International" | "Europe" | "Domestic";
                            /** @enum {string|null} */
                            gender: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                            /** @enum {string|null} */
                            season: "Spring" | "Fall" | null;
                            year: number | null;
                            decimalsPlaces: number;
                            /** @enum {string} */
                            state: "Published" | "Unpublished" | "Archived";
                            archived: boolean;
                            starred: boolean;
                            /** @enum {string} */
                            status: "ALL" | "A" | "R" | "O";
                            /** @enum {string} */
                            locationId: "US" | "EU" | "CA";
                            carryoverDate: number | null;
                            /** Format: uuid */
                            collectionsQueryId: string | null;
                            sortOrder: number;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            modifiedDate: string;
                            /** Format: date-time */
                            lastSyncDate: string | null;
                            lastEditedByUser: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            } | null;
                            owner: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            };
                            productCount: number;
                            alerts: {
                                style: string;
                                color?: string;
                                message?: string;
                            }[];
                            labels: {
                                name: string;
                                color: string;
                            }[];
                            query: {
                                /**
                                 * @default {
                                 *       "styleOnly": false
                                 *     }
                                 */
                                filters: {
                                    ids?: string;
                                    /** @default false */
                                    styleOnly: boolean;
                                    name?: string;
                                    description?: string;
                                    keyInitiative?: string;
                                    division?: string[];
                                    gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                    components?: {
                                        color1?: string;
                                        color2?: string;
                                        color3?: string;
                                        material1?: string;
                                        material2?: string;
                                        material3?: string;
                                    };
                                    features?: string[];
                                    categories?: {
                                        type?: string;
                                        shape?: string;
                                        height?: string;
                                        closure?: string;
                                        sport?: string;
                                        width?: string;
                                        apparelType?: string;
                                        apparelSubType?: string;
                                        lighted?: boolean;
                                        vegan?: boolean;
                                    };
                                    price?: {
                                        from?: number;
                                        to?: number;
                                        /**
                                         * @default wholesalePrice
                                         * @enum {string}
                                         */
                                        on: "wholesalePrice" | "suggestedRetail";
                                    };
                                    /** @enum {string} */
                                    dueDate?: "next15" | "next30" | "next60" | "next90";
                                    /** @enum {string} */
                                    firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                    /** @enum {string} */
                                    lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                    size?: unknown;
                                    /** Format: date-time */
                                    modifiedDate__gtd?: string;
                                    seasonCode?: string[];
                                    popType?: string[];
                                    popMaterial?: string[];
                                    popCategory?: string[];
                                    popGender?: string[];
                                    popUsage?: string[];
                                };
                                /** @default ALL */
                                lineStatus: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                            } | null;
                            customContent: {
                                displayGroup: string;
                                html: string | null;
                                previewJpg: string | null;
                                sourceFile: string | null;
                            }[];
                            displayGroups: string[];
                            uiSettings: {
                                /**
                                 * @default {
                                 *       "sortOrder": [],
                                 *       "groupIsEnabled": false,
                                 *       "customSort": {},
                                 *       "columns": []
                                 *     }
                                 */
                                gridSettings: {
                                    /** @default [] */
                                    sortOrder: {
                                        colId: string;
                                        /** @enum {string} */
                                        sort: "asc" | "desc";
                                    }[];
                                    /** @default false */
                                    groupIsEnabled: boolean;
                                    /** @default {} */
                                    customSort: {
                                        [key: string]: string[];
                                    };
                                    /** @default [] */
                                    columns: {
                                        colId: string;
                                        width?: number;
                                        hide?: boolean;
                                        /** @enum {string|null} */
                                        pinned?: "left" | "right" | null;
                                    }[];
                                };
                                groupSettings?: {
                                    /** @enum {string} */
                                    groupBy: "gender" | "division" | "divisionGroup" | "pillar" | "popCategory" | "none";
                                };
                                digitalShowroomSettings?: {
                                    /**
                                     * @default categories
                                     * @enum {string}
                                     */
                                    startScreen: "categories" | "firstDivider" | "searchAll";
                                    /** @default false */
                                    assortmentStatusOnly: boolean;
                                    /** @default #e8f5e9 */
                                    background: string;
                                    /** @default true */
                                    showPrices: boolean;
                                    /** @default false */
                                    showAvailability: boolean;
                                };
                                filterBar?: {
                                    [key: string]: string;
                                };
                            };
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internalAssortments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One internal assortment with its lines, and whether the caller may edit it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
                            /** Format: uuid */
                            _id: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            type: "folder" | "item";
                            title: string;
                            subTitle: string | null;
                            hierarchy: string[];
                            /** Format: uuid */
                            parentId: string | null;
                            logo: string | null;
                            thumbnail: string | null;
                            /** @enum {string} */
                            productType: "Footwear" | "Apparel" | "POP";
                            /** @enum {string} */
                            orgType: "internal" | "regular";
                            /** @enum {string} */
                            method: "static" | "dynamic";
                            /** @enum {string} */
                            channel: "All" | "Wholesale" | "Retail";
                            /** @enum {string} */
                            region: "All" | "International" | "Europe" | "Domestic";
                            /** @enum {string|null} */
                            gender: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                            /** @enum {string|null} */
                            season: "Spring" | "Fall" | null;
                            year: number | null;
                            decimalsPlaces: number;
                            /** @enum {string} */
                            state: "Published" | "Unpublished" | "Archived";
                            archived: boolean;
                            starred: boolean;
                            /** @enum {string} */
                            status: "ALL" | "A" | "R" | "O";
                            /** @enum {string} */
                            locationId: "US" | "EU" | "CA";
                            carryoverDate: number | null;
                            /** Format: uuid */
                            collectionsQueryId: string | null;
                            sortOrder: number;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            modifiedDate: string;
                            /** Format: date-time */
                            lastSyncDate: string | null;
                            lastEditedByUser: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            } | null;
                            owner: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            };
                            productCount: number;
                            alerts: {
                                style: string;
                                color?: string;
                                message?: string;
                            }[];
                            labels: {
                                name: string;
                                color: string;
                            }[];
                            query: {
                                /**
                                 * @default {
                                 *       "styleOnly": false
                                 *     }
                                 */
                                filters: {
                                    ids?: string;
                                    /** @default false */
                                    styleOnly: boolean;
                                    name?: string;
                                    description?: string;
                                    keyInitiative?: string;
                                    division?: string[];
                                    gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                    components?: {
                                        color1?: string;
                                        color2?: string;
                                        color3?: string;
                                        material1?: string;
                                        material2?: string;
                                        material3?: string;
                                    };
                                    features?: string[];
                                    categories?: {
                                        type?: string;
                                        shape?: string;
                                        height?: string;
                                        closure?: string;
                                        sport?: string;
                                        width?: string;
                                        apparelType?: string;
                                        apparelSubType?: string;
                                        lighted?: boolean;
                                        vegan?: boolean;
                                    };
                                    price?: {
                                        from?: number;
                                        to?: number;
                                        /**
                                         * @default wholesalePrice
                                         * @enum {string}
                                         */
                                        on: "wholesalePrice" | "suggestedRetail";
                                    };
                                    /** @enum {string} */
                                    dueDate?: "next15" | "next30" | "next60" | "next90";
                                    /** @enum {string} */
                                    firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                    /** @enum {string} */
                                    lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                    size?: unknown;
                                    /** Format: date-time */
                                    modifiedDate__gtd?: string;
                                    seasonCode?: string[];
                                    popType?: string[];
                                    popMaterial?: string[];
                                    popCategory?: string[];
                                    popGender?: string[];
                                    popUsage?: string[];
                                };
                                /** @default ALL */
                                lineStatus: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                            } | null;
                            customContent: {
                                displayGroup: string;
                                html: string | null;
                                previewJpg: string | null;
                                sourceFile: string | null;
                            }[];
                            displayGroups: string[];
                            uiSettings: {
                                /**
                                 * @default {
                                 *       "sortOrder": [],
                                 *       "groupIsEnabled": false,
                                 *       "customSort": {},
                                 *       "columns": []
                                 *     }
                                 */
                                gridSettings: {
                                    /** @default [] */
                                    sortOrder: {
                                        colId: string;
                                        /** @enum {string} */
                                        sort: "asc" | "desc";
                                    }[];
                                    /** @default false */
                                    groupIsEnabled: boolean;
                                    /** @default {} */
                                    customSort: {
                                        [key: string]: string[];
                                    };
                                    /** @default [] */
                                    columns: {
                                        colId: string;
                                        width?: number;
                                        hide?: boolean;
                                        /** @enum {string|null} */
                                        pinned?: "left" | "right" | null;
                                    }[];
                                };
                                groupSettings?: {
                                    /** @enum {string} */
                                    groupBy: "gender" | "division" | "divisionGroup" | "pillar" | "popCategory" | "none";
                                };
                                digitalShowroomSettings?: {
                                    /**
                                     * @default categories
                                     * @enum {string}
                                     */
                                    startScreen: "categories" | "firstDivider" | "searchAll";
                                    /** @default false */
                                    assortmentStatusOnly: boolean;
                                    /** @default #e8f5e9 */
                                    background: string;
                                    /** @default true */
                                    showPrices: boolean;
                                    /** @default false */
                                    showAvailability: boolean;
                                };
                                filterBar?: {
                                    [key: string]: string;
                                };
                            };
                            version: number;
                            styles: {
                                styleNumeric?: number;
                                name?: string;
                                /** @enum {string} */
                                productType?: "Footwear" | "Apparel" | "POP";
                                division?: string;
                                gender?: string;
                                colorDescription?: string;
                                outsole?: string | null;
                                upper?: string | null;
                                popCategory?: string | null;
                                seasonCodes?: string[];
                                /** @enum {string|null} */
                                lineStatus?: "A" | "R" | "O" | "D" | "C" | "H" | null;
                                cost?: number | null;
                                suggestedRetail?: number | null;
                                firstAvailDate?: number | null;
                                totalInventory?: number | null;
                                currencySymbol?: string;
                                decimalPlaces?: number;
                                inCatalogue?: boolean;
                                displayGroup?: string | null;
                                label?: string | null;
                                carryover?: 0 | 1;
                                selected?: boolean;
                                pillar?: string;
                                discountPercent?: number | null;
                                discountAmount?: number | null;
                                netCost?: number | null;
                                styleNote?: string | null;
                                colorNote?: string | null;
                                collectionStyleNote?: string | null;
                                collectionColorNote?: string | null;
                                tags?: string[];
                                thumbnail?: string | null;
                                version?: number;
                                style: string;
                                colors: {
                                    color: string;
                                    styleNumeric?: number;
                                    name?: string;
                                    /** @enum {string} */
                                    productType?: "Footwear" | "Apparel" | "POP";
                                    division?: string;
                                    gender?: string;
                                    colorDescription?: string;
                                    outsole?: string | null;
                                    upper?: string | null;
                                    popCategory?: string | null;
                                    seasonCodes?: string[];
                                    /** @enum {string|null} */
                                    lineStatus?: "A" | "R" | "O" | "D" | "C" | "H" | null;
                                    cost?: number | null;
                                    suggestedRetail?: number | null;
                                    firstAvailDate?: number | null;
                                    totalInventory?: number | null;
                                    currencySymbol?: string;
                                    decimalPlaces?: number;
                                    inCatalogue?: boolean;
                                    sortOrder: number;
                                    displayGroup?: string | null;
                                    label?: string | null;
                                    carryover?: 0 | 1;
                                    selected?: boolean;
                                    pillar?: string;
                                    discountPercent?: number | null;
                                    discountAmount?: number | null;
                                    netCost?: number | null;
                                    styleNote?: string | null;
                                    colorNote?: string | null;
                                    collectionStyleNote?: string | null;
                                    collectionColorNote?: string | null;
                                    tags?: string[];
                                    thumbnail?: string | null;
                                    version?: number;
                                }[];
                            }[];
                            defaultCollection?: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                collectionType: string;
                                /** @enum {string} */
                                linkageType: "linkageId" | "linkageObject";
                                /** @enum {string} */
                                linkageModel: "Assortment";
                                /** Format: uuid */
                                linkageId: string | null;
                                linkageObject: {
                                    /** @enum {string} */
                                    channel?: "All" | "Wholesale" | "Retail";
                                    /** @enum {string} */
                                    method?: "static" | "dynamic";
                                    /** @enum {string} */
                                    orgType?: "internal" | "regular";
                                    /** @enum {string} */
                                    productType?: "Footwear" | "Apparel" | "POP";
                                    /** @enum {string} */
                                    region?: "All" | "International" | "Europe" | "Domestic";
                                    /** @enum {string} */
                                    season?: "Spring" | "Fall";
                                    year?: number;
                                } | null;
                                products: {
                                    style: string;
                                    color: string;
                                    /** @default true */
                                    selected: boolean;
                                }[];
                                /** Format: date-time */
                                modifiedDate: string;
                            } | null;
                            orders?: {
                                /** Format: uuid */
                                _id: string;
                                orderNumber: number;
                                orderIdentifier: string;
                                /** @enum {string} */
                                type: "SAMPLE" | "PROMO" | "WHOLESALE";
                                /** @enum {string} */
                                status: "DRAFT" | "PENDING" | "SUBMITTED" | "IN PROGRESS" | "COMPLETED" | "ARCHIVED" | "INACTIVE" | "CANCELED" | "UNAPPROVED ORDER" | "APPROVED" | "DENIED";
                                /** @enum {string} */
                                orderApprovalStatus: "PENDING" | "REQUIRES APPROVER" | "REQUIRES SENIOR" | "REVIEW COMPLETE" | "PROCESSED" | "FINALIZED";
                                /** @default null */
                                purpose: string | null;
                                /** Format: date-time */
                                createdDate: string;
                                /** Format: date-time */
                                modifiedDate: string;
                                /** Format: date-time */
                                submittedDate: string | null;
                                /** Format: date-time */
                                completedDate: string | null;
                            }[];
                            editable: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Deletes an internal assortment; refused while another editor holds its edit lock */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
                            message: string;
                            count: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Edits properties, the status among them (last write wins) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title?: string;
                        subTitle?: string | null;
                        /** @enum {string} */
                        productType?: "Footwear" | "Apparel" | "POP";
                        /** @enum {string} */
                        method?: "static" | "dynamic";
                        /** @enum {string} */
                        channel?: "All" | "Wholesale" | "Retail";
                        /** @enum {string} */
                        region?: "All" | "International" | "Europe" | "Domestic";
                        /** @enum {string|null} */
                        gender?: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                        /** @enum {string|null} */
                        season?: "Spring" | "Fall" | null;
                        year?: number | null;
                        decimalsPlaces?: number;
                        /** @enum {string} */
                        locationId?: "US" | "EU" | "CA";
                        /** @enum {string} */
                        state?: "Published" | "Unpublished" | "Archived";
                        /** @enum {string} */
                        status?: "ALL" | "A" | "R" | "O";
                        archived?: boolean;
                        starred?: boolean;
                        /** Format: uuid */
                        parentId?: string | null;
                        sortOrder?: number;
                        carryoverDate?: number | null;
                        logo?: string | null;
                        thumbnail?: string | null;
                        labels?: {
                            name: string;
                            color: string;
                        }[];
                        alerts?: {
                            style: string;
                            color?: string;
                            message?: string;
                        }[];
                        query?: {
                            filters?: {
                                ids?: string;
                                /** @default false */
                                styleOnly?: boolean;
                                name?: string;
                                description?: string;
                                keyInitiative?: string;
                                division?: string[];
                                gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                components?: {
                                    color1?: string;
                                    color2?: string;
                                    color3?: string;
                                    material1?: string;
                                    material2?: string;
                                    material3?: string;
                                };
                                features?: string[];
                                categories?: {
                                    type?: string;
                                    shape?: string;
                                    height?: string;
                                    closure?: string;
                                    sport?: string;
                                    width?: string;
                                    apparelType?: string;
                                    apparelSubType?: string;
                                    lighted?: boolean;
                                    vegan?: boolean;
                                };
                                price?: {
                                    from?: number;
                                    to?: number;
                                    /**
                                     * @default wholesalePrice
                                     * @enum {string}
                                     */
                                    on?: "wholesalePrice" | "suggestedRetail";
                                };
                                /** @enum {string} */
                                dueDate?: "next15" | "next30" | "next60" | "next90";
                                /** @enum {string} */
                                firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                /** @enum {string} */
                                lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                size?: string;
                                /** Format: date-time */
                                modifiedDate__gtd?: string;
                                seasonCode?: string[];
                                popType?: string[];
                                popMaterial?: string[];
                                popCategory?: string[];
                                popGender?: string[];
                                popUsage?: string[];
                            };
                            /** @default ALL */
                            lineStatus?: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                        } | null;
                        customContent?: {
                            displayGroup: string;
                            html: string | null;
                            previewJpg: string | null;
                            sourceFile: string | null;
                        }[];
                        displayGroups?: string[];
                        uiSettings?: {
                            /**
                             * @default {
                             *       "sortOrder": [],
                             *       "groupIsEnabled": false,
                             *       "customSort": {},
                             *       "columns": []
                             *     }
                             */
                            gridSettings?: {
                                /** @default [] */
                                sortOrder?: {
                                    colId: string;
                                    /** @enum {string} */
                                    sort: "asc" | "desc";
                                }[];
                                /** @default false */
                                groupIsEnabled?: boolean;
                                /** @default {} */
                                customSort?: {
                                    [key: string]: string[];
                                };
                                /** @default [] */
                                columns?: {
                                    colId: string;
                                    width?: number;
                                    hide?: boolean;
                                    /** @enum {string|null} */
                                    pinned?: "left" | "right" | null;
                                }[];
                            };
                            groupSettings?: {
                                /** @enum {string} */
                                groupBy: "gender" | "division" | "divisionGroup" | "pillar" | "popCategory" | "none";
                            };
                            digitalShowroomSettings?: {
                                /**
                                 * @default categories
                                 * @enum {string}
                                 */
                                startScreen?: "categories" | "firstDivider" | "searchAll";
                                /** @default false */
                                assortmentStatusOnly?: boolean;
                                /** @default #e8f5e9 */
                                background?: string;
                                /** @default true */
                                showPrices?: boolean;
                                /** @default false */
                                showAvailability?: boolean;
                            };
                            filterBar?: {
                                [key: string]: string;
                            };
                        };
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
                            /** Format: uuid */
                            _id: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            type: "folder" | "item";
                            title: string;
                            subTitle: string | null;
                            hierarchy: string[];
                            /** Format: uuid */
                            parentId: string | null;
                            logo: string | null;
                            thumbnail: string | null;
                            /** @enum {string} */
                            productType: "Footwear" | "Apparel" | "POP";
                            /** @enum {string} */
                            orgType: "internal" | "regular";
                            /** @enum {string} */
                            method: "static" | "dynamic";
                            /** @enum {string} */
                            channel: "All" | "Wholesale" | "Retail";
                            /** @enum {string} */
                            region: "All" | "International" | "Europe" | "Domestic";
                            /** @enum {string|null} */
                            gender: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                            /** @enum {string|null} */
                            season: "Spring" | "Fall" | null;
                            year: number | null;
                            decimalsPlaces: number;
                            /** @enum {string} */
                            state: "Published" | "Unpublished" | "Archived";
                            archived: boolean;
                            starred: boolean;
                            /** @enum {string} */
                            status: "ALL" | "A" | "R" | "O";
                            /** @enum {string} */
                            locationId: "US" | "EU" | "CA";
                            carryoverDate: number | null;
                            /** Format: uuid */
                            collectionsQueryId: string | null;
                            sortOrder: number;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            modifiedDate: string;
                            /** Format: date-time */
                            lastSyncDate: string | null;
                            lastEditedByUser: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            } | null;
                            owner: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            };
                            productCount: number;
                            alerts: {
                                style: string;
                                color?: string;
                                message?: string;
                            }[];
                            labels: {
                                name: string;
                                color: string;
                            }[];
                            query: {
                                /**
                                 * @default {
                                 *       "styleOnly": false
                                 *     }
                                 */
                                filters: {
                                    ids?: string;
                                    /** @default false */
                                    styleOnly: boolean;
                                    name?: string;
                                    description?: string;
                                    keyInitiative?: string;
                                    division?: string[];
                                    gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                    components?: {
                                        color1?: string;
                                        color2?: string;
                                        color3?: string;
                                        material1?: string;
                                        material2?: string;
                                        material3?: string;
                                    };
                                    features?: string[];
                                    categories?: {
                                        type?: string;
                                        shape?: string;
                                        height?: string;
                                        closure?: string;
                                        sport?: string;
                                        width?: string;
                                        apparelType?: string;
                                        apparelSubType?: string;
                                        lighted?: boolean;
                                        vegan?: boolean;
                                    };
                                    price?: {
                                        from?: number;
                                        to?: number;
                                        /**
                                         * @default wholesalePrice
                                         * @enum {string}
                                         */
                                        on: "wholesalePrice" | "suggestedRetail";
                                    };
                                    /** @enum {string} */
                                    dueDate?: "next15" | "next30" | "next60" | "next90";
                                    /** @enum {string} */
                                    firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                    /** @enum {string} */
                                    lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                    size?: unknown;
                                    /** Format: date-time */
                                    modifiedDate__gtd?: string;
                                    seasonCode?: string[];
                                    popType?: string[];
                                    popMaterial?: string[];
                                    popCategory?: string[];
                                    popGender?: string[];
                                    popUsage?: string[];
                                };
                                /** @default ALL */
                                lineStatus: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                            } | null;
                            customContent: {
                                displayGroup: string;
                                html: string | null;
                                previewJpg: string | null;
                                sourceFile: string | null;
                            }[];
                            displayGroups: string[];
                            uiSettings: {
                                /**
                                 * @default {
                                 *       "sortOrder": [],
                                 *       "groupIsEnabled": false,
                                 *       "customSort": {},
                                 *       "columns": []
                                 *     }
                                 */
                                gridSettings: {
                                    /** @default [] */
                                    sortOrder: {
                                        colId: string;
                                        /** @enum {string} */
                                        sort: "asc" | "desc";
                                    }[];
                                    /** @default false */
                                    groupIsEnabled: boolean;
                                    /** @default {} */
                                    customSort: {
                                        [key: string]: string[];
                                    };
                                    /** @default [] */
                                    columns: {
                                        colId: string;
                                        width?: number;
                                        hide?: boolean;
                                        /** @enum {string|null} */
                                        pinned?: "left" | "right" | null;
                                    }[];
                                };
                                groupSettings?: {
                                    /** @enum {string} */
                                    groupBy: "gender" | "division" | "divisionGroup" | "pillar" | "popCategory" | "none";
                                };
                                digitalShowroomSettings?: {
                                    /**
                                     * @default categories
                                     * @enum {string}
                                     */
                                    startScreen: "categories" | "firstDivider" | "searchAll";
                                    /** @default false */
                                    assortmentStatusOnly: boolean;
                                    /** @default #e8f5e9 */
                                    background: string;
                                    /** @default true */
                                    showPrices: boolean;
                                    /** @default false */
                                    showAvailability: boolean;
                                };
                                filterBar?: {
                                    [key: string]: string;
                                };
                            };
                            version: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/internalAssortments/batch/{id}": {
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
        /** Saves grid edits as one batch; 409 userLock when another editor holds the edit lock */
        patch: {
            parameters: {
                query: {
                    baseVersion: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        addProducts?: {
                            style: string;
                            color: string;
                            sortOrder?: number;
                            changes?: {
                                [key: string]: (string | number | boolean | string[]) | null;
                            };
                        }[];
                        deleteProducts?: {
                            id: string;
                        }[];
                        updateProducts?: {
                            id: string;
                            changes: {
                                [key: string]: (string | number | boolean | string[]) | null;
                            };
                        }[];
                        sortProducts?: {
                            id: string;
                            sortOrder: number;
                        }[];
                        patch?: {
                            title?: string;
                            subTitle?: string | null;
                            /** @enum {string} */
                            productType?: "Footwear" | "Apparel" | "POP";
                            /** @enum {string} */
                            method?: "static" | "dynamic";
                            /** @enum {string} */
                            channel?: "All" | "Wholesale" | "Retail";
                            /** @enum {string} */
                            region?: "All" | "International" | "Europe" | "Domestic";
                            /** @enum {string|null} */
                            gender?: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                            /** @enum {string|null} */
                            season?: "Spring" | "Fall" | null;
                            year?: number | null;
                            decimalsPlaces?: number;
                            /** @enum {string} */
                            locationId?: "US" | "EU" | "CA";
                            /** @enum {string} */
                            state?: "Published" | "Unpublished" | "Archived";
                            /** @enum {string} */
                            status?: "ALL" | "A" | "R" | "O";
                            archived?: boolean;
                            starred?: boolean;
                            /** Format: uuid */
                            parentId?: string | null;
                            sortOrder?: number;
                            carryoverDate?: number | null;
                            logo?: string | null;
                            thumbnail?: string | null;
                            labels?: {
                                name: string;
                                color: string;
                            }[];
                            alerts?: {
                                style: string;
                                color?: string;
                                message?: string;
                            }[];
                            query?: {
                                filters?: {
                                    ids?: string;
                                    /** @default false */
                                    styleOnly?: boolean;
                                    name?: string;
                                    description?: string;
                                    keyInitiative?: string;
                                    division?: string[];
                                    gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                    components?: {
                                        color1?: string;
                                        color2?: string;
                                        color3?: string;
                                        material1?: string;
                                        material2?: string;
                                        material3?: string;
                                    };
                                    features?: string[];
                                    categories?: {
                                        type?: string;
                                        shape?: string;
                                        height?: string;
                                        closure?: string;
                                        sport?: string;
                                        width?: string;
                                        apparelType?: string;
                                        apparelSubType?: string;
                                        lighted?: boolean;
                                        vegan?: boolean;
                                    };
                                    price?: {
                                        from?: number;
                                        to?: number;
                                        /**
                                         * @default wholesalePrice
                                         * @enum {string}
                                         */
                                        on?: "wholesalePrice" | "suggestedRetail";
                                    };
                                    /** @enum {string} */
                                    dueDate?: "next15" | "next30" | "next60" | "next90";
                                    /** @enum {string} */
                                    firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                    /** @enum {string} */
                                    lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                    size?: string;
                                    /** Format: date-time */
                                    modifiedDate__gtd?: string;
                                    seasonCode?: string[];
                                    popType?: string[];
                                    popMaterial?: string[];
                                    popCategory?: string[];
                                    popGender?: string[];
                                    popUsage?: string[];
                                };
                                /** @default ALL */
                                lineStatus?: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                            } | null;
                            customContent?: {
                                displayGroup: string;
                                html: string | null;
                                previewJpg: string | null;
                                sourceFile: string | null;
                            }[];
                            displayGroups?: string[];
                            uiSettings?: {
                                /**
                                 * @default {
                                 *       "sortOrder": [],
                                 *       "groupIsEnabled": false,
                                 *       "customSort": {},
                                 *       "columns": []
                                 *     }
                                 */
                                gridSettings?: {
                                    /** @default [] */
                                    sortOrder?: {
                                        colId: string;
                                        /** @enum {string} */
                                        sort: "asc" | "desc";
                                    }[];
                                    /** @default false */
                                    groupIsEnabled?: boolean;
                                    /** @default {} */
                                    customSort?: {
                                        [key: string]: string[];
                                    };
                                    /** @default [] */
                                    columns?: {
                                        colId: string;
                                        width?: number;
                                        hide?: boolean;
                                        /** @enum {string|null} */
                                        pinned?: "left" | "right" | null;
                                    }[];
                                };
                                groupSettings?: {
                                    /** @enum {string} */
                                    groupBy: "gender" | "division" | "divisionGroup" | "pillar" | "popCategory" | "none";
                                };
                                digitalShowroomSettings?: {
                                    /**
                                     * @default categories
                                     * @enum {string}
                                     */
                                    startScreen?: "categories" | "firstDivider" | "searchAll";
                                    /** @default false */
                                    assortmentStatusOnly?: boolean;
                                    /** @default #e8f5e9 */
                                    background?: string;
                                    /** @default true */
                                    showPrices?: boolean;
                                    /** @default false */
                                    showAvailability?: boolean;
                                };
                                filterBar?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    }[];
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
                            message: "Success";
                            version: number;
                            products: {
                                id: string;
                                style: string;
                                color: string;
                                styleNumeric: number;
                                name: string;
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                division: string;
                                divisionGroup: string;
                                gender: string;
                                colorDescription: string;
                                outsole: string | null;
                                upper: string | null;
                                popCategory: string | null;
                                seasonCodes: string[];
                                /** @enum {string|null} */
                                lineStatus: "A" | "R" | "O" | "D" | "C" | "H" | null;
                                cost: number | null;
                                suggestedRetail: number | null;
                                markupPercent: number | null;
                                firstAvailDate: number | null;
                                totalInventory: number | null;
                                currencySymbol: string;
                                decimalPlaces: number;
                                inCatalogue: boolean;
                                sortOrder: number;
                                displayGroup: string | null;
                                label: string | null;
                                carryover: 0 | 1;
                                selected: boolean;
                                pillar: string;
                                discountPercent: number | null;
                                discountAmount: number | null;
                                netCost: number | null;
                                styleNote: string | null;
                                colorNote: string | null;
                                collectionStyleNote: string | null;
                                collectionColorNote: string | null;
                                tags: string[];
                                thumbnail: string | null;
                                printImage: string;
                                version: number;
                            }[];
                            deleted: string[];
                            skipped: {
                                id: string;
                                /** @enum {string} */
                                reason: "alreadyInAssortment" | "notFound" | "notAllowed";
                            }[];
                            assortment: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                type: "folder" | "item";
                                title: string;
                                subTitle: string | null;
                                hierarchy: string[];
                                /** Format: uuid */
                                parentId: string | null;
                                logo: string | null;
                                thumbnail: string | null;
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @enum {string} */
                                orgType: "internal" | "regular";
                                /** @enum {string} */
                                method: "static" | "dynamic";
                                /** @enum {string} */
                                channel: "All" | "Wholesale" | "Retail";
                                /** @enum {string} */
                                region: "All" | "International" | "Europe" | "Domestic";
                                /** @enum {string|null} */
                                gender: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                                /** @enum {string|null} */
                                season: "Spring" | "Fall" | null;
                                year: number | null;
                                decimalsPlaces: number;
                                /** @enum {string} */
                                state: "Published" | "Unpublished" | "Archived";
                                archived: boolean;
                                starred: boolean;
                                /** @enum {string} */
                                status: "ALL" | "A" | "R" | "O";
                                /** @enum {string} */
                                locationId: "US" | "EU" | "CA";
                                carryoverDate: number | null;
                                /** Format: uuid */
                                collectionsQueryId: string | null;
                                sortOrder: number;
                                /** Format: date-time */
                                createdDate: string;
                                /** Format: date-time */
                                modifiedDate: string;
                                /** Format: date-time */
                                lastSyncDate: string | null;
                                lastEditedByUser: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                } | null;
                                owner: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                                productCount: number;
                                alerts: {
                                    style: string;
                                    color?: string;
                                    message?: string;
                                }[];
                                labels: {
                                    name: string;
                                    color: string;
                                }[];
                                query: {
                                    /**
                                     * @default {
                                     *       "styleOnly": false
                                     *     }
                                     */
                                    filters: {
                                        ids?: string;
                                        /** @default false */
                                        styleOnly: boolean;
                                        name?: string;
                                        description?: string;
                                        keyInitiative?: string;
                                        division?: string[];
                                        gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                        components?: {
                                            color1?: string;
                                            color2?: string;
                                            color3?: string;
                                            material1?: string;
                                            material2?: string;
                                            material3?: string;
                                        };
                                        features?: string[];
                                        categories?: {
                                            type?: string;
                                            shape?: string;
                                            height?: string;
                                            closure?: string;
                                            sport?: string;
                                            width?: string;
                                            apparelType?: string;
                                            apparelSubType?: string;
                                            lighted?: boolean;
                                            vegan?: boolean;
                                        };
                                        price?: {
                                            from?: number;
                                            to?: number;
                                            /**
                                             * @default wholesalePrice
                                             * @enum {string}
                                             */
                                            on: "wholesalePrice" | "suggestedRetail";
                                        };
                                        /** @enum {string} */
                                        dueDate?: "next15" | "next30" | "next60" | "next90";
                                        /** @enum {string} */
                                        firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                        /** @enum {string} */
                                        lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                        size?: unknown;
                                        /** Format: date-time */
                                        modifiedDate__gtd?: string;
                                        seasonCode?: string[];
                                        popType?: string[];
                                        popMaterial?: string[];
                                        popCategory?: string[];
                                        popGender?: string[];
                                        popUsage?: string[];
                                    };
                                    /** @default ALL */
                                    lineStatus: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                                } | null;
                                customContent: {
                                    displayGroup: string;
                                    html: string | null;
                                    previewJpg: string | null;
                                    sourceFile: string | null;
                                }[];
                                displayGroups: string[];
                                uiSettings: {
                                    /**
                                     * @default {
                                     *       "sortOrder": [],
                                     *       "groupIsEnabled": false,
                                     *       "customSort": {},
                                     *       "columns": []
                                     *     }
                                     */
                                    gridSettings: {
                                        /** @default [] */
                                        sortOrder: {
                                            colId: string;
                                            /** @enum {string} */
                                            sort: "asc" | "desc";
                                        }[];
                                        /** @default false */
                                        groupIsEnabled: boolean;
                                        /** @default {} */
                                        customSort: {
                                            [key: string]: string[];
                                        };
                                        /** @default [] */
                                        columns: {
                                            colId: string;
                                            width?: number;
                                            hide?: boolean;
                                            /** @enum {string|null} */
                                            pinned?: "left" | "right" | null;
                                        }[];
                                    };
                                    groupSettings?: {
                                        /** @enum {string} */
                                        groupBy: "gender" | "division" | "divisionGroup" | "pillar" | "popCategory" | "none";
                                    };
                                    digitalShowroomSettings?: {
                                        /**
                                         * @default categories
                                         * @enum {string}
                                         */
                                        startScreen: "categories" | "firstDivider" | "searchAll";
                                        /** @default false */
                                        assortmentStatusOnly: boolean;
                                        /** @default #e8f5e9 */
                                        background: string;
                                        /** @default true */
                                        showPrices: boolean;
                                        /** @default false */
                                        showAvailability: boolean;
                                    };
                                    filterBar?: {
                                        [key: string]: string;
                                    };
                                };
                                version: number;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/internalAssortments/{id}/merge": {
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
        /** The products of other internal assortments join this one; 409 userLock when another editor holds its edit lock */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sourceIds: string[];
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
                            message: "Success";
                            version: number;
                            products: {
                                id: string;
                                style: string;
                                color: string;
                                styleNumeric: number;
                                name: string;
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                division: string;
                                divisionGroup: string;
                                gender: string;
                                colorDescription: string;
                                outsole: string | null;
                                upper: string | null;
                                popCategory: string | null;
                                seasonCodes: string[];
                                /** @enum {string|null} */
                                lineStatus: "A" | "R" | "O" | "D" | "C" | "H" | null;
                                cost: number | null;
                                suggestedRetail: number | null;
                                markupPercent: number | null;
                                firstAvailDate: number | null;
                                totalInventory: number | null;
                                currencySymbol: string;
                                decimalPlaces: number;
                                inCatalogue: boolean;
                                sortOrder: number;
                                displayGroup: string | null;
                                label: string | null;
                                carryover: 0 | 1;
                                selected: boolean;
                                pillar: string;
                                discountPercent: number | null;
                                discountAmount: number | null;
                                netCost: number | null;
                                styleNote: string | null;
                                colorNote: string | null;
                                collectionStyleNote: string | null;
                                collectionColorNote: string | null;
                                tags: string[];
                                thumbnail: string | null;
                                printImage: string;
                                version: number;
                            }[];
                            deleted: string[];
                            skipped: {
                                id: string;
                                /** @enum {string} */
                                reason: "alreadyInAssortment" | "notFound" | "notAllowed";
                            }[];
                            assortment: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                type: "folder" | "item";
                                title: string;
                                subTitle: string | null;
                                hierarchy: string[];
                                /** Format: uuid */
                                parentId: string | null;
                                logo: string | null;
                                thumbnail: string | null;
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @enum {string} */
                                orgType: "internal" | "regular";
                                /** @enum {string} */
                                method: "static" | "dynamic";
                                /** @enum {string} */
                                channel: "All" | "Wholesale" | "Retail";
                                /** @enum {string} */
                                region: "All" | "International" | "Europe" | "Domestic";
                                /** @enum {string|null} */
                                gender: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                                /** @enum {string|null} */
                                season: "Spring" | "Fall" | null;
                                year: number | null;
                                decimalsPlaces: number;
                                /** @enum {string} */
                                state: "Published" | "Unpublished" | "Archived";
                                archived: boolean;
                                starred: boolean;
                                /** @enum {string} */
                                status: "ALL" | "A" | "R" | "O";
                                /** @enum {string} */
                                locationId: "US" | "EU" | "CA";
                                carryoverDate: number | null;
                                /** Format: uuid */
                                collectionsQueryId: string | null;
                                sortOrder: number;
                                /** Format: date-time */
                                createdDate: string;
                                /** Format: date-time */
                                modifiedDate: string;
                                /** Format: date-time */
                                lastSyncDate: string | null;
                                lastEditedByUser: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                } | null;
                                owner: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                                productCount: number;
                                alerts: {
                                    style: string;
                                    color?: string;
                                    message?: string;
                                }[];
                                labels: {
                                    name: string;
                                    color: string;
                                }[];
                                query: {
                                    /**
                                     * @default {
                                     *       "styleOnly": false
                                     *     }
                                     */
                                    filters: {
                                        ids?: string;
                                        /** @default false */
                                        styleOnly: boolean;
                                        name?: string;
                                        description?: string;
                                        keyInitiative?: string;
                                        division?: string[];
                                        gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                        components?: {
                                            color1?: string;
                                            color2?: string;
                                            color3?: string;
                                            material1?: string;
                                            material2?: string;
                                            material3?: string;
                                        };
                                        features?: string[];
                                        categories?: {
                                            type?: string;
                                            shape?: string;
                                            height?: string;
                                            closure?: string;
                                            sport?: string;
                                            width?: string;
                                            apparelType?: string;
                                            apparelSubType?: string;
                                            lighted?: boolean;
                                            vegan?: boolean;
                                        };
                                        price?: {
                                            from?: number;
                                            to?: number;
                                            /**
                                             * @default wholesalePrice
                                             * @enum {string}
                                             */
                                            on: "wholesalePrice" | "suggestedRetail";
                                        };
                                        /** @enum {string} */
                                        dueDate?: "next15" | "next30" | "next60" | "next90";
                                        /** @enum {string} */
                                        firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                        /** @enum {string} */
                                        lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                        size?: unknown;
                                        /** Format: date-time */
                                        modifiedDate__gtd?: string;
                                        seasonCode?: string[];
                                        popType?: string[];
                                        popMaterial?: string[];
                                        popCategory?: string[];
                                        popGender?: string[];
                                        popUsage?: string[];
                                    };
                                    /** @default ALL */
                                    lineStatus: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                                } | null;
                                customContent: {
                                    displayGroup: string;
                                    html: string | null;
                                    previewJpg: string | null;
                                    sourceFile: string | null;
                                }[];
                                displayGroups: string[];
                                uiSettings: {
                                    /**
                                     * @default {
                                     *       "sortOrder": [],
                                     *       "groupIsEnabled": false,
                                     *       "customSort": {},
                                     *       "columns": []
                                     *     }
                                     */
                                    gridSettings: {
                                        /** @default [] */
                                        sortOrder: {
                                            colId: string;
                                            /** @enum {string} */
                                            sort: "asc" | "desc";
                                        }[];
                                        /** @default false */
                                        groupIsEnabled: boolean;
                                        /** @default {} */
                                        customSort: {
                                            [key: string]: string[];
                                        };
                                        /** @default [] */
                                        columns: {
                                            colId: string;
                                            width?: number;
                                            hide?: boolean;
                                            /** @enum {string|null} */
                                            pinned?: "left" | "right" | null;
                                        }[];
                                    };
                                    groupSettings?: {
                                        /** @enum {string} */
                                        groupBy: "gender" | "division" | "divisionGroup" | "pillar" | "popCategory" | "none";
                                    };
                                    digitalShowroomSettings?: {
                                        /**
                                         * @default categories
                                         * @enum {string}
                                         */
                                        startScreen: "categories" | "firstDivider" | "searchAll";
                                        /** @default false */
                                        assortmentStatusOnly: boolean;
                                        /** @default #e8f5e9 */
                                        background: string;
                                        /** @default true */
                                        showPrices: boolean;
                                        /** @default false */
                                        showAvailability: boolean;
                                    };
                                    filterBar?: {
                                        [key: string]: string;
                                    };
                                };
                                version: number;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/internalAssortments/discover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A season's published internal assortments, without their lines (the internal library) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        channel: "Wholesale" | "Retail";
                        /** @enum {string} */
                        season?: "Spring" | "Fall";
                        year?: number;
                        /** @enum {string} */
                        region?: "Domestic" | "International" | "Europe";
                        /** @enum {string} */
                        productType?: "Footwear" | "Apparel" | "POP";
                        /** @enum {string} */
                        method?: "static" | "dynamic";
                        /** @enum {string} */
                        state?: "Published" | "Unpublished" | "Archived";
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
                            totalCount: number;
                            data: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                type: "folder" | "item";
                                title: string;
                                subTitle: string | null;
                                hierarchy: string[];
                                /** Format: uuid */
                                parentId: string | null;
                                logo: string | null;
                                thumbnail: string | null;
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @enum {string} */
                                orgType: "internal" | "regular";
                                /** @enum {string} */
                                method: "static" | "dynamic";
                                /** @enum {string} */
                                channel: "All" | "Wholesale" | "Retail";
                                /** @enum {string} */
                                region: "All" | "International" | "Europe" | "Domestic";
                                /** @enum {string|null} */
                                gender: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                                /** @enum {string|null} */
                                season: "Spring" | "Fall" | null;
                                year: number | null;
                                decimalsPlaces: number;
                                /** @enum {string} */
                                state: "Published" | "Unpublished" | "Archived";
                                archived: boolean;
                                starred: boolean;
                                /** @enum {string} */
                                status: "ALL" | "A" | "R" | "O";
                                /** @enum {string} */
                                locationId: "US" | "EU" | "CA";
                                carryoverDate: number | null;
                                /** Format: uuid */
                                collectionsQueryId: string | null;
                                sortOrder: number;
                                /** Format: date-time */
                                createdDate: string;
                                /** Format: date-time */
                                modifiedDate: string;
                                /** Format: date-time */
                                lastSyncDate: string | null;
                                lastEditedByUser: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                } | null;
                                owner: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                                productCount: number;
                                alerts: {
                                    style: string;
                                    color?: string;
                                    message?: string;
                                }[];
                                labels: {
                                    name: string;
                                    color: string;
                                }[];
                                query: {
                                    /**
                                     * @default {
                                     *       "styleOnly": false
                                     *     }
                                     */
                                    filters: {
                                        ids?: string;
                                        /** @default false */
                                        styleOnly: boolean;
                                        name?: string;
                                        description?: string;
                                        keyInitiative?: string;
                                        division?: string[];
                                        gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                        components?: {
                                            color1?: string;
                                            color2?: string;
                                            color3?: string;
                                            material1?: string;
                                            material2?: string;
                                            material3?: string;
                                        };
                                        features?: string[];
                                        categories?: {
                                            type?: string;
                                            shape?: string;
                                            height?: string;
                                            closure?: string;
                                            sport?: string;
                                            width?: string;
                                            apparelType?: string;
                                            apparelSubType?: string;
                                            lighted?: boolean;
                                            vegan?: boolean;
                                        };
                                        price?: {
                                            from?: number;
                                            to?: number;
                                            /**
                                             * @default wholesalePrice
                                             * @enum {string}
                                             */
                                            on: "wholesalePrice" | "suggestedRetail";
                                        };
                                        /** @enum {string} */
                                        dueDate?: "next15" | "next30" | "next60" | "next90";
                                        /** @enum {string} */
                                        firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                        /** @enum {string} */
                                        lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                        size?: unknown;
                                        /** Format: date-time */
                                        modifiedDate__gtd?: string;
                                        seasonCode?: string[];
                                        popType?: string[];
                                        popMaterial?: string[];
                                        popCategory?: string[];
                                        popGender?: string[];
                                        popUsage?: string[];
                                    };
                                    /** @default ALL */
                                    lineStatus: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                                } | null;
                                customContent: {
                                    displayGroup: string;
                                    html: string | null;
                                    previewJpg: string | null;
                                    sourceFile: string | null;
                                }[];
                                displayGroups: string[];
                                uiSettings: {
                                    /**
                                     * @default {
                                     *       "sortOrder": [],
                                     *       "groupIsEnabled": false,
                                     *       "customSort": {},
                                     *       "columns": []
                                     *     }
                                     */
                                    gridSettings: {
                                        /** @default [] */
                                        sortOrder: {
                                            colId: string;
                                            /** @enum {string} */
                                            sort: "asc" | "desc";
                                        }[];
                                        /** @default false */
                                        groupIsEnabled: boolean;
                                        /** @default {} */
                                        customSort: {
                                            [key: string]: string[];
                                        };
                                        /** @default [] */
                                        columns: {
                                            colId: string;
                                            width?: number;
                                            hide?: boolean;
                                            /** @enum {string|null} */
                                            pinned?: "left" | "right" | null;
                                        }[];
                                    };
                                    groupSettings?: {
                                        /** @enum {string} */
                                        groupBy: "gender" | "division" | "divisionGroup" | "pillar" | "popCategory" | "none";
                                    };
                                    digitalShowroomSettings?: {
                                        /**
                                         * @default categories
                                         * @enum {string}
                                         */
                                        startScreen: "categories" | "firstDivider" | "searchAll";
                                        /** @default false */
                                        assortmentStatusOnly: boolean;
                                        /** @default #e8f5e9 */
                                        background: string;
                                        /** @default true */
                                        showPrices: boolean;
                                        /** @default false */
                                        showAvailability: boolean;
                                    };
                                    filterBar?: {
                                        [key: string]: string;
                                    };
                                };
                                version: number;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internalAssortments/edit/lock/{id}/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Requests (or renews) or releases the edit lock; the answer says who holds it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    action: "request" | "release";
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
                            granted: boolean;
                            holder: {
                                /** Format: uuid */
                                userId: string;
                                name: string;
                                /** Format: date-time */
                                expiresAt: string;
                            } | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{orgType}/groupsort/batch/{id}": {
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
        /** Saves the group sort: groups, styles and colours in their new order */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orgType: "internal" | "regular";
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        baseVersion: number;
                        groups: string[];
                        rows: {
                            id: string;
                            displayGroup: string | null;
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
                            /** @enum {string} */
                            message: "Success";
                            version: number;
                            products: {
                                id: string;
                                style: string;
                                color: string;
                                styleNumeric: number;
                                name: string;
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                division: string;
                                divisionGroup: string;
                                gender: string;
                                colorDescription: string;
                                outsole: string | null;
                                upper: string | null;
                                popCategory: string | null;
                                seasonCodes: string[];
                                /** @enum {string|null} */
                                lineStatus: "A" | "R" | "O" | "D" | "C" | "H" | null;
                                cost: number | null;
                                suggestedRetail: number | null;
                                markupPercent: number | null;
                                firstAvailDate: number | null;
                                totalInventory: number | null;
                                currencySymbol: string;
                                decimalPlaces: number;
                                inCatalogue: boolean;
                                sortOrder: number;
                                displayGroup: string | null;
                                label: string | null;
                                carryover: 0 | 1;
                                selected: boolean;
                                pillar: string;
                                discountPercent: number | null;
                                discountAmount: number | null;
                                netCost: number | null;
                                styleNote: string | null;
                                colorNote: string | null;
                                collectionStyleNote: string | null;
                                collectionColorNote: string | null;
                                tags: string[];
                                thumbnail: string | null;
                                printImage: string;
                                version: number;
                            }[];
                            deleted: string[];
                            skipped: {
                                id: string;
                                /** @enum {string} */
                                reason: "alreadyInAssortment" | "notFound" | "notAllowed";
                            }[];
                            assortment: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                type: "folder" | "item";
                                title: string;
                                subTitle: string | null;
                                hierarchy: string[];
                                /** Format: uuid */
                                parentId: string | null;
                                logo: string | null;
                                thumbnail: string | null;
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @enum {string} */
                                orgType: "internal" | "regular";
                                /** @enum {string} */
                                method: "static" | "dynamic";
                                /** @enum {string} */
                                channel: "All" | "Wholesale" | "Retail";
                                /** @enum {string} */
                                region: "All" | "International" | "Europe" | "Domestic";
                                /** @enum {string|null} */
                                gender: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex" | null;
                                /** @enum {string|null} */
                                season: "Spring" | "Fall" | null;
                                year: number | null;
                                decimalsPlaces: number;
                                /** @enum {string} */
                                state: "Published" | "Unpublished" | "Archived";
                                archived: boolean;
                                starred: boolean;
                                /** @enum {string} */
                                status: "ALL" | "A" | "R" | "O";
                                /** @enum {string} */
                                locationId: "US" | "EU" | "CA";
                                carryoverDate: number | null;
                                /** Format: uuid */
                                collectionsQueryId: string | null;
                                sortOrder: number;
                                /** Format: date-time */
                                createdDate: string;
                                /** Format: date-time */
                                modifiedDate: string;
                                /** Format: date-time */
                                lastSyncDate: string | null;
                                lastEditedByUser: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                } | null;
                                owner: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                                productCount: number;
                                alerts: {
                                    style: string;
                                    color?: string;
                                    message?: string;
                                }[];
                                labels: {
                                    name: string;
                                    color: string;
                                }[];
                                query: {
                                    /**
                                     * @default {
                                     *       "styleOnly": false
                                     *     }
                                     */
                                    filters: {
                                        ids?: string;
                                        /** @default false */
                                        styleOnly: boolean;
                                        name?: string;
                                        description?: string;
                                        keyInitiative?: string;
                                        division?: string[];
                                        gender?: ("Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex")[];
                                        components?: {
                                            color1?: string;
                                            color2?: string;
                                            color3?: string;
                                            material1?: string;
                                            material2?: string;
                                            material3?: string;
                                        };
                                        features?: string[];
                                        categories?: {
                                            type?: string;
                                            shape?: string;
                                            height?: string;
                                            closure?: string;
                                            sport?: string;
                                            width?: string;
                                            apparelType?: string;
                                            apparelSubType?: string;
                                            lighted?: boolean;
                                            vegan?: boolean;
                                        };
                                        price?: {
                                            from?: number;
                                            to?: number;
                                            /**
                                             * @default wholesalePrice
                                             * @enum {string}
                                             */
                                            on: "wholesalePrice" | "suggestedRetail";
                                        };
                                        /** @enum {string} */
                                        dueDate?: "next15" | "next30" | "next60" | "next90";
                                        /** @enum {string} */
                                        firstAvailable?: "atOnce" | "next60" | "next90" | "next6Months";
                                        /** @enum {string} */
                                        lastProduced?: "last30" | "last90" | "last6Months" | "lastYear";
                                        size?: unknown;
                                        /** Format: date-time */
                                        modifiedDate__gtd?: string;
                                        seasonCode?: string[];
                                        popType?: string[];
                                        popMaterial?: string[];
                                        popCategory?: string[];
                                        popGender?: string[];
                                        popUsage?: string[];
                                    };
                                    /** @default ALL */
                                    lineStatus: "ALL" | ("A" | "R" | "O" | "D" | "C" | "H");
                                } | null;
                                customContent: {
                                    displayGroup: string;
                                    html: string | null;
                                    previewJpg: string | null;
                                    sourceFile: string | null;
                                }[];
                                displayGroups: string[];
                                uiSettings: {
                                    /**
                                     * @default {
                                     *       "sortOrder": [],
                                     *       "groupIsEnabled": false,
                                     *       "customSort": {},
                                     *       "columns": []
                                     *     }
                                     */
                                    gridSettings: {
                                        /** @default [] */
                                        sortOrder: {
                                            colId: string;
                                            /** @enum {string} */
                                            sort: "asc" | "desc";
                                        }[];
                                        /** @default false */
                                        groupIsEnabled: boolean;
                                        /** @default {} */
                                        customSort: {
                                            [key: string]: string[];
                                        };
                                        /** @default [] */
                                        columns: {
                                            colId: string;
                                            width?: number;
                                            hide?: boolean;
                                            /** @enum {string|null} */
                                            pinned?: "left" | "right" | null;
                                        }[];
                                    };
                                    groupSettings?: {
                                        /** @enum {string} */
                                        groupBy: "gender" | "division" | "divisionGroup" | "pillar" | "popCategory" | "none";
                                    };
                                    digitalShowroomSettings?: {
                                        /**
                                         * @default categories
                                         * @enum {string}
                                         */
                                        startScreen: "categories" | "firstDivider" | "searchAll";
                                        /** @default false */
                                        assortmentStatusOnly: boolean;
                                        /** @default #e8f5e9 */
                                        background: string;
                                        /** @default true */
                                        showPrices: boolean;
                                        /** @default false */
                                        showAvailability: boolean;
                                    };
                                    filterBar?: {
                                        [key: string]: string;
                                    };
                                };
                                version: number;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/options/data/Assortment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The pillars or POP categories of the products in the caller's matching assortments */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orgType: "internal" | "regular";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keys: ("products.pillar" | "products.popCategory")[];
                        /** @default {} */
                        query?: {
                            /** @enum {string} */
                            state?: "Published" | "Unpublished" | "Archived";
                            /** @enum {string} */
                            season?: "Spring" | "Fall";
                            year?: number;
                            /** @enum {string} */
                            productType?: "Footwear" | "Apparel" | "POP";
                            /** @enum {string} */
                            method?: "static" | "dynamic";
                            /** @enum {string} */
                            channel?: "All" | "Wholesale" | "Retail";
                            /** @enum {string} */
                            region?: "All" | "International" | "Europe" | "Domestic";
                        };
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
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/options/data/Assortment/{orgType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The pillars or POP categories of the products in the caller's matching assortments */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orgType: "internal" | "regular";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keys: ("products.pillar" | "products.popCategory")[];
                        /** @default {} */
                        query?: {
                            /** @enum {string} */
                            state?: "Published" | "Unpublished" | "Archived";
                            /** @enum {string} */
                            season?: "Spring" | "Fall";
                            year?: number;
                            /** @enum {string} */
                            productType?: "Footwear" | "Apparel" | "POP";
                            /** @enum {string} */
                            method?: "static" | "dynamic";
                            /** @enum {string} */
                            channel?: "All" | "Wholesale" | "Retail";
                            /** @enum {string} */
                            region?: "All" | "International" | "Europe" | "Domestic";
                        };
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
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internalAssortments/products/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The pillars or POP categories of the products in the caller's matching assortments */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orgType: "internal" | "regular";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keys: ("products.pillar" | "products.popCategory")[];
                        /** @default {} */
                        query?: {
                            /** @enum {string} */
                            state?: "Published" | "Unpublished" | "Archived";
                            /** @enum {string} */
                            season?: "Spring" | "Fall";
                            year?: number;
                            /** @enum {string} */
                            productType?: "Footwear" | "Apparel" | "POP";
                            /** @enum {string} */
                            method?: "static" | "dynamic";
                            /** @enum {string} */
                            channel?: "All" | "Wholesale" | "Retail";
                            /** @enum {string} */
                            region?: "All" | "International" | "Europe" | "Domestic";
                        };
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
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortments/zip/images/{small}/{heroOnly}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The photos of an assortment's style-colours as a zip: small or large, the hero view or all */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    small: "true" | "false";
                    heroOnly: "true" | "false";
                    id: string;
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
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortments/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live stream (text/event-stream) of saved batches and of who has the assortment open */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortments/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Announces a logo, line picture or display-group file; the answer names the upload target (then POST /api/upload/aws/s3/create) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        usageType: "assortmentLogo" | "product" | "displayGroup" | "displayGroupSource";
                        attachTo: string;
                        filename: string;
                        fileSize: number;
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
                            file: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                usageType: "assortmentLogo" | "product" | "displayGroup" | "displayGroupSource";
                                attachTo: string;
                                filename: string;
                                url: string;
                            };
                            upload: {
                                bucket: string;
                                key: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortments/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file of the assortment (inline; download=1 for an attachment); images are the only inline kind
         * @description size=small|medium|large (or thumb) answers a picture fitted in that size as JPEG. The logo and lines' own pictures are read by whoever may open the showroom; other files by its editors.
         */
        get: {
            parameters: {
                query?: {
                    download?: "0" | "1";
                    size?: "thumb" | "small" | "medium" | "large";
                };
                header?: never;
                path: {
                    id: string;
                    fileId: string;
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
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortments/{id}/season-overlap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The style-colours among `ids` that another of the person's assortments of the same season, year and region holds */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: string[];
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
                            data: string[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortments/{id}/lastSyncDate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** When the assortment was last synced with the CRM, and whether a CRM is set up */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
                            /** Format: date-time */
                            lastSyncDate: string | null;
                            crmConfigured: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortments/crmSync/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the assortment and its lines to the CRM (signed JSON), retrying in the background */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
                            /** @enum {string} */
                            status: "synced" | "retrying";
                            /** Format: date-time */
                            lastSyncDate: string | null;
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "synced" | "retrying";
                            /** Format: date-time */
                            lastSyncDate: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortment-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The person's kept documents, newest first, with who opened their links and when */
        get: {
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
                            data: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                kind: "AssortmentDocument";
                                /** Format: uuid */
                                assortment: string | null;
                                documentType: {
                                    /** @enum {string} */
                                    type: "Spreadsheet" | "pdf";
                                    /** @enum {string} */
                                    name: "Linesheet" | "Pricesheet" | "Tearsheet";
                                    subType: string;
                                };
                                /** @enum {string} */
                                format: "xlsx" | "pdf";
                                filename: string;
                                displayName: string;
                                /** @enum {string} */
                                state: "started" | "success" | "failed";
                                error: string | null;
                                size: number | null;
                                lineCount: number | null;
                                /** Format: date-time */
                                createdDate: string;
                                /** Format: date-time */
                                finishedDate: string | null;
                                /** Format: date-time */
                                expiresDate: string;
                                links: {
                                    recipient: string;
                                    viewCount: number;
                                    /** Format: date-time */
                                    firstViewedDate: string | null;
                                    /** Format: date-time */
                                    lastViewedDate: string | null;
                                }[];
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Starts making a document (xlsx or pdf by documentType.type) and answers it as started; GET it until success or failed, then GET its file */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default AssortmentDocument
                         * @enum {string}
                         */
                        kind?: "AssortmentDocument";
                        documentType: {
                            /** @enum {string} */
                            type: "Spreadsheet" | "pdf";
                            /** @enum {string} */
                            name: "Linesheet" | "Pricesheet" | "Tearsheet";
                            subType: string;
                        };
                        /** @enum {string} */
                        productType?: "Footwear" | "Apparel" | "POP";
                        /** @default {} */
                        settings?: {
                            cost?: boolean;
                            originalCost?: boolean;
                            suggestedRetail?: boolean;
                            netCost?: boolean;
                            initialMarkup?: boolean;
                            colorSellThru?: boolean;
                            styleSellThru?: boolean;
                            percentage?: boolean;
                            quantity?: boolean;
                            availability?: boolean;
                            inventory?: boolean;
                            futureCost?: boolean;
                            futureSuggestedRetail?: boolean;
                            futureEffectiveDate?: boolean;
                            lastProducedDate?: boolean;
                            division?: boolean;
                            pillar?: boolean;
                            marketingDescription?: boolean;
                            width?: boolean;
                            otherSpecialWidths?: boolean;
                            dutyCode?: boolean;
                            boxCategory?: boolean;
                            sizeRange?: boolean;
                            sizeScale?: boolean;
                            features?: boolean;
                            nrf?: boolean;
                            seasonCodes?: boolean;
                            dimensions?: boolean;
                            popCategory?: boolean;
                            materials?: boolean;
                            usage?: boolean;
                            capacityUnit?: boolean;
                            units?: boolean;
                            relationships?: boolean;
                            expirationDate?: boolean;
                            pageNumbers?: boolean;
                            author?: boolean;
                            date?: boolean;
                            sizeLegend?: boolean;
                            priceDisclaimer?: boolean;
                            seasonCoverPage?: boolean;
                            titlePage?: boolean;
                            sortNumber?: boolean;
                            hideColorSpillover?: boolean;
                            sectionBreaks?: boolean;
                            manualHeroSelection?: boolean;
                            groupDividers?: boolean;
                            groupPageBreaks?: boolean;
                            highResolutionImages?: boolean;
                            cadOnly?: boolean;
                            includeImages?: boolean;
                            assortmentStatusOnly?: boolean;
                            startScreen?: boolean;
                        };
                        /** Format: uuid */
                        assortment?: string;
                        assortmentsQuery?: {
                            /** @enum {string} */
                            channel?: "All" | "Wholesale" | "Retail";
                            /** @enum {string} */
                            method?: "static" | "dynamic";
                            /** @enum {string} */
                            orgType?: "internal" | "regular";
                            /** @enum {string} */
                            productType?: "Footwear" | "Apparel" | "POP";
                            /** @enum {string} */
                            season?: "Spring" | "Fall";
                            year?: number;
                            /** @enum {string} */
                            region?: "All" | "International" | "Europe" | "Domestic";
                            /** @enum {string} */
                            state?: "Published" | "Unpublished" | "Archived";
                            title?: string;
                            /** @enum {string} */
                            gender?: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex";
                        };
                        filename?: string;
                        displayName?: string;
                        /** @enum {string} */
                        language?: "en-US" | "de-DE" | "es-ES" | "fr-FR" | "it-IT" | "pl-PL" | "pt-BR";
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
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            kind: "AssortmentDocument";
                            /** Format: uuid */
                            assortment: string | null;
                            documentType: {
                                /** @enum {string} */
                                type: "Spreadsheet" | "pdf";
                                /** @enum {string} */
                                name: "Linesheet" | "Pricesheet" | "Tearsheet";
                                subType: string;
                            };
                            /** @enum {string} */
                            format: "xlsx" | "pdf";
                            filename: string;
                            displayName: string;
                            /** @enum {string} */
                            state: "started" | "success" | "failed";
                            error: string | null;
                            size: number | null;
                            lineCount: number | null;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            finishedDate: string | null;
                            /** Format: date-time */
                            expiresDate: string;
                            links: {
                                recipient: string;
                                viewCount: number;
                                /** Format: date-time */
                                firstViewedDate: string | null;
                                /** Format: date-time */
                                lastViewedDate: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortment-documents/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A kept document's file, for its owner, once made */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortment-documents/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A linesheet, pricesheet or tearsheet of one of the person's assortments as xlsx or pdf, in the request's language */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    format: "xlsx" | "pdf";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default AssortmentDocument
                         * @enum {string}
                         */
                        kind?: "AssortmentDocument";
                        documentType: {
                            /** @enum {string} */
                            type: "Spreadsheet" | "pdf";
                            /** @enum {string} */
                            name: "Linesheet" | "Pricesheet" | "Tearsheet";
                            subType: string;
                        };
                        /** @enum {string} */
                        productType?: "Footwear" | "Apparel" | "POP";
                        /** @default {} */
                        settings?: {
                            cost?: boolean;
                            originalCost?: boolean;
                            suggestedRetail?: boolean;
                            netCost?: boolean;
                            initialMarkup?: boolean;
                            colorSellThru?: boolean;
                            styleSellThru?: boolean;
                            percentage?: boolean;
                            quantity?: boolean;
                            availability?: boolean;
                            inventory?: boolean;
                            futureCost?: boolean;
                            futureSuggestedRetail?: boolean;
                            futureEffectiveDate?: boolean;
                            lastProducedDate?: boolean;
                            division?: boolean;
                            pillar?: boolean;
                            marketingDescription?: boolean;
                            width?: boolean;
                            otherSpecialWidths?: boolean;
                            dutyCode?: boolean;
                            boxCategory?: boolean;
                            sizeRange?: boolean;
                            sizeScale?: boolean;
                            features?: boolean;
                            nrf?: boolean;
                            seasonCodes?: boolean;
                            dimensions?: boolean;
                            popCategory?: boolean;
                            materials?: boolean;
                            usage?: boolean;
                            capacityUnit?: boolean;
                            units?: boolean;
                            relationships?: boolean;
                            expirationDate?: boolean;
                            pageNumbers?: boolean;
                            author?: boolean;
                            date?: boolean;
                            sizeLegend?: boolean;
                            priceDisclaimer?: boolean;
                            seasonCoverPage?: boolean;
                            titlePage?: boolean;
                            sortNumber?: boolean;
                            hideColorSpillover?: boolean;
                            sectionBreaks?: boolean;
                            manualHeroSelection?: boolean;
                            groupDividers?: boolean;
                            groupPageBreaks?: boolean;
                            highResolutionImages?: boolean;
                            cadOnly?: boolean;
                            includeImages?: boolean;
                            assortmentStatusOnly?: boolean;
                            startScreen?: boolean;
                        };
                        /** Format: uuid */
                        assortment?: string;
                        assortmentsQuery?: {
                            /** @enum {string} */
                            channel?: "All" | "Wholesale" | "Retail";
                            /** @enum {string} */
                            method?: "static" | "dynamic";
                            /** @enum {string} */
                            orgType?: "internal" | "regular";
                            /** @enum {string} */
                            productType?: "Footwear" | "Apparel" | "POP";
                            /** @enum {string} */
                            season?: "Spring" | "Fall";
                            year?: number;
                            /** @enum {string} */
                            region?: "All" | "International" | "Europe" | "Domestic";
                            /** @enum {string} */
                            state?: "Published" | "Unpublished" | "Archived";
                            title?: string;
                            /** @enum {string} */
                            gender?: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex";
                        };
                        filename?: string;
                        displayName?: string;
                        /** @enum {string} */
                        language?: "en-US" | "de-DE" | "es-ES" | "fr-FR" | "it-IT" | "pl-PL" | "pt-BR";
                    };
                };
            };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortment-documents/share/email/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes the document once and mails each recipient (and bcc) a link of their own to it; links work 30 days */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    format: "xlsx" | "pdf";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default AssortmentDocument
                         * @enum {string}
                         */
                        kind?: "AssortmentDocument";
                        documentType: {
                            /** @enum {string} */
                            type: "Spreadsheet" | "pdf";
                            /** @enum {string} */
                            name: "Linesheet" | "Pricesheet" | "Tearsheet";
                            subType: string;
                        };
                        /** @enum {string} */
                        productType?: "Footwear" | "Apparel" | "POP";
                        /** @default {} */
                        settings?: {
                            cost?: boolean;
                            originalCost?: boolean;
                            suggestedRetail?: boolean;
                            netCost?: boolean;
                            initialMarkup?: boolean;
                            colorSellThru?: boolean;
                            styleSellThru?: boolean;
                            percentage?: boolean;
                            quantity?: boolean;
                            availability?: boolean;
                            inventory?: boolean;
                            futureCost?: boolean;
                            futureSuggestedRetail?: boolean;
                            futureEffectiveDate?: boolean;
                            lastProducedDate?: boolean;
                            division?: boolean;
                            pillar?: boolean;
                            marketingDescription?: boolean;
                            width?: boolean;
                            otherSpecialWidths?: boolean;
                            dutyCode?: boolean;
                            boxCategory?: boolean;
                            sizeRange?: boolean;
                            sizeScale?: boolean;
                            features?: boolean;
                            nrf?: boolean;
                            seasonCodes?: boolean;
                            dimensions?: boolean;
                            popCategory?: boolean;
                            materials?: boolean;
                            usage?: boolean;
                            capacityUnit?: boolean;
                            units?: boolean;
                            relationships?: boolean;
                            expirationDate?: boolean;
                            pageNumbers?: boolean;
                            author?: boolean;
                            date?: boolean;
                            sizeLegend?: boolean;
                            priceDisclaimer?: boolean;
                            seasonCoverPage?: boolean;
                            titlePage?: boolean;
                            sortNumber?: boolean;
                            hideColorSpillover?: boolean;
                            sectionBreaks?: boolean;
                            manualHeroSelection?: boolean;
                            groupDividers?: boolean;
                            groupPageBreaks?: boolean;
                            highResolutionImages?: boolean;
                            cadOnly?: boolean;
                            includeImages?: boolean;
                            assortmentStatusOnly?: boolean;
                            startScreen?: boolean;
                        };
                        /** Format: uuid */
                        assortment?: string;
                        assortmentsQuery?: {
                            /** @enum {string} */
                            channel?: "All" | "Wholesale" | "Retail";
                            /** @enum {string} */
                            method?: "static" | "dynamic";
                            /** @enum {string} */
                            orgType?: "internal" | "regular";
                            /** @enum {string} */
                            productType?: "Footwear" | "Apparel" | "POP";
                            /** @enum {string} */
                            season?: "Spring" | "Fall";
                            year?: number;
                            /** @enum {string} */
                            region?: "All" | "International" | "Europe" | "Domestic";
                            /** @enum {string} */
                            state?: "Published" | "Unpublished" | "Archived";
                            title?: string;
                            /** @enum {string} */
                            gender?: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex";
                        };
                        filename?: string;
                        displayName?: string;
                        /** @enum {string} */
                        language?: "en-US" | "de-DE" | "es-ES" | "fr-FR" | "it-IT" | "pl-PL" | "pt-BR";
                        recipients: string[];
                        /** @default [] */
                        bccRecipients?: string[];
                        subject: string;
                        body?: string;
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
                            message: string;
                            messageCode?: string;
                            document: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                kind: "AssortmentDocument";
                                /** Format: uuid */
                                assortment: string | null;
                                documentType: {
                                    /** @enum {string} */
                                    type: "Spreadsheet" | "pdf";
                                    /** @enum {string} */
                                    name: "Linesheet" | "Pricesheet" | "Tearsheet";
                                    subType: string;
                                };
                                /** @enum {string} */
                                format: "xlsx" | "pdf";
                                filename: string;
                                displayName: string;
                                /** @enum {string} */
                                state: "started" | "success" | "failed";
                                error: string | null;
                                size: number | null;
                                lineCount: number | null;
                                /** Format: date-time */
                                createdDate: string;
                                /** Format: date-time */
                                finishedDate: string | null;
                                /** Format: date-time */
                                expiresDate: string;
                                links: {
                                    recipient: string;
                                    viewCount: number;
                                    /** Format: date-time */
                                    firstViewedDate: string | null;
                                    /** Format: date-time */
                                    lastViewedDate: string | null;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortment-documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One kept document of the person */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            kind: "AssortmentDocument";
                            /** Format: uuid */
                            assortment: string | null;
                            documentType: {
                                /** @enum {string} */
                                type: "Spreadsheet" | "pdf";
                                /** @enum {string} */
                                name: "Linesheet" | "Pricesheet" | "Tearsheet";
                                subType: string;
                            };
                            /** @enum {string} */
                            format: "xlsx" | "pdf";
                            filename: string;
                            displayName: string;
                            /** @enum {string} */
                            state: "started" | "success" | "failed";
                            error: string | null;
                            size: number | null;
                            lineCount: number | null;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            finishedDate: string | null;
                            /** Format: date-time */
                            expiresDate: string;
                            links: {
                                recipient: string;
                                viewCount: number;
                                /** Format: date-time */
                                firstViewedDate: string | null;
                                /** Format: date-time */
                                lastViewedDate: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Deletes a kept document: its file goes and its links stop working */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
                            message: string;
                            messageCode?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortment-documents/{format}/shared/{documentId}/{accessCode}/{filename}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shared document's file, for the recipient whose link it is, until the link expires */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    format: "xlsx" | "pdf";
                    documentId: string;
                    accessCode: string;
                    filename: string;
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
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortment-documents/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The person's document schedules, newest first */
        get: {
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
                            data: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                assortment: string;
                                assortmentTitle: string;
                                documentType: {
                                    /** @enum {string} */
                                    type: "Spreadsheet" | "pdf";
                                    /** @enum {string} */
                                    name: "Linesheet" | "Pricesheet" | "Tearsheet";
                                    subType: string;
                                };
                                /** @enum {string} */
                                format: "xlsx" | "pdf";
                                recipients: string[];
                                bccRecipients: string[];
                                subject: string;
                                body: string | null;
                                timing: {
                                    /** @enum {string} */
                                    frequency: "daily" | "weekly" | "monthly";
                                    /** @default 1 */
                                    weekday: number;
                                    /** @default 1 */
                                    dayOfMonth: number;
                                    /** @default 7 */
                                    hour: number;
                                };
                                /** Format: date-time */
                                nextRunDate: string;
                                /** Format: date-time */
                                lastRunDate: string | null;
                                lastError: string | null;
                                /** Format: date-time */
                                createdDate: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Schedules a document of one of the person’s assortments, mailed daily, weekly or monthly */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default AssortmentDocument
                         * @enum {string}
                         */
                        kind?: "AssortmentDocument";
                        documentType: {
                            /** @enum {string} */
                            type: "Spreadsheet" | "pdf";
                            /** @enum {string} */
                            name: "Linesheet" | "Pricesheet" | "Tearsheet";
                            subType: string;
                        };
                        /** @enum {string} */
                        productType?: "Footwear" | "Apparel" | "POP";
                        /** @default {} */
                        settings?: {
                            cost?: boolean;
                            originalCost?: boolean;
                            suggestedRetail?: boolean;
                            netCost?: boolean;
                            initialMarkup?: boolean;
                            colorSellThru?: boolean;
                            styleSellThru?: boolean;
                            percentage?: boolean;
                            quantity?: boolean;
                            availability?: boolean;
                            inventory?: boolean;
                            futureCost?: boolean;
                            futureSuggestedRetail?: boolean;
                            futureEffectiveDate?: boolean;
                            lastProducedDate?: boolean;
                            division?: boolean;
                            pillar?: boolean;
                            marketingDescription?: boolean;
                            width?: boolean;
                            otherSpecialWidths?: boolean;
                            dutyCode?: boolean;
                            boxCategory?: boolean;
                            sizeRange?: boolean;
                            sizeScale?: boolean;
                            features?: boolean;
                            nrf?: boolean;
                            seasonCodes?: boolean;
                            dimensions?: boolean;
                            popCategory?: boolean;
                            materials?: boolean;
                            usage?: boolean;
                            capacityUnit?: boolean;
                            units?: boolean;
                            relationships?: boolean;
                            expirationDate?: boolean;
                            pageNumbers?: boolean;
                            author?: boolean;
                            date?: boolean;
                            sizeLegend?: boolean;
                            priceDisclaimer?: boolean;
                            seasonCoverPage?: boolean;
                            titlePage?: boolean;
                            sortNumber?: boolean;
                            hideColorSpillover?: boolean;
                            sectionBreaks?: boolean;
                            manualHeroSelection?: boolean;
                            groupDividers?: boolean;
                            groupPageBreaks?: boolean;
                            highResolutionImages?: boolean;
                            cadOnly?: boolean;
                            includeImages?: boolean;
                            assortmentStatusOnly?: boolean;
                            startScreen?: boolean;
                        };
                        /** Format: uuid */
                        assortment: string;
                        assortmentsQuery?: {
                            /** @enum {string} */
                            channel?: "All" | "Wholesale" | "Retail";
                            /** @enum {string} */
                            method?: "static" | "dynamic";
                            /** @enum {string} */
                            orgType?: "internal" | "regular";
                            /** @enum {string} */
                            productType?: "Footwear" | "Apparel" | "POP";
                            /** @enum {string} */
                            season?: "Spring" | "Fall";
                            year?: number;
                            /** @enum {string} */
                            region?: "All" | "International" | "Europe" | "Domestic";
                            /** @enum {string} */
                            state?: "Published" | "Unpublished" | "Archived";
                            title?: string;
                            /** @enum {string} */
                            gender?: "Mens" | "Womens" | "Boys" | "Girls" | "Infants" | "Unisex";
                        };
                        filename?: string;
                        displayName?: string;
                        /** @enum {string} */
                        language?: "en-US" | "de-DE" | "es-ES" | "fr-FR" | "it-IT" | "pl-PL" | "pt-BR";
                        recipients: string[];
                        /** @default [] */
                        bccRecipients?: string[];
                        subject: string;
                        body?: string;
                        /** @enum {string} */
                        format: "xlsx" | "pdf";
                        timing: {
                            /** @enum {string} */
                            frequency: "daily" | "weekly" | "monthly";
                            /** @default 1 */
                            weekday?: number;
                            /** @default 1 */
                            dayOfMonth?: number;
                            /** @default 7 */
                            hour?: number;
                        };
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
                            message: string;
                            messageCode?: string;
                            schedule: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                assortment: string;
                                assortmentTitle: string;
                                documentType: {
                                    /** @enum {string} */
                                    type: "Spreadsheet" | "pdf";
                                    /** @enum {string} */
                                    name: "Linesheet" | "Pricesheet" | "Tearsheet";
                                    subType: string;
                                };
                                /** @enum {string} */
                                format: "xlsx" | "pdf";
                                recipients: string[];
                                bccRecipients: string[];
                                subject: string;
                                body: string | null;
                                timing: {
                                    /** @enum {string} */
                                    frequency: "daily" | "weekly" | "monthly";
                                    /** @default 1 */
                                    weekday: number;
                                    /** @default 1 */
                                    dayOfMonth: number;
                                    /** @default 7 */
                                    hour: number;
                                };
                                /** Format: date-time */
                                nextRunDate: string;
                                /** Format: date-time */
                                lastRunDate: string | null;
                                lastError: string | null;
                                /** Format: date-time */
                                createdDate: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortment-documents/schedules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stops a schedule */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
                            message: string;
                            messageCode?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Changes a schedule's recipients, mail or timing */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        recipients?: string[];
                        /** @default [] */
                        bccRecipients?: string[];
                        subject?: string;
                        body?: string;
                        timing?: {
                            /** @enum {string} */
                            frequency: "daily" | "weekly" | "monthly";
                            /** @default 1 */
                            weekday?: number;
                            /** @default 1 */
                            dayOfMonth?: number;
                            /** @default 7 */
                            hour?: number;
                        };
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
                            message: string;
                            messageCode?: string;
                            schedule: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                assortment: string;
                                assortmentTitle: string;
                                documentType: {
                                    /** @enum {string} */
                                    type: "Spreadsheet" | "pdf";
                                    /** @enum {string} */
                                    name: "Linesheet" | "Pricesheet" | "Tearsheet";
                                    subType: string;
                                };
                                /** @enum {string} */
                                format: "xlsx" | "pdf";
                                recipients: string[];
                                bccRecipients: string[];
                                subject: string;
                                body: string | null;
                                timing: {
                                    /** @enum {string} */
                                    frequency: "daily" | "weekly" | "monthly";
                                    /** @default 1 */
                                    weekday: number;
                                    /** @default 1 */
                                    dayOfMonth: number;
                                    /** @default 7 */
                                    hour: number;
                                };
                                /** Format: date-time */
                                nextRunDate: string;
                                /** Format: date-time */
                                lastRunDate: string | null;
                                lastError: string | null;
                                /** Format: date-time */
                                createdDate: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/assortment-documents/schedules/{id}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the scheduled document now; the next run stays as planned */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
                            message: string;
                            messageCode?: string;
                            /** Format: uuid */
                            documentId: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortment-documents/{format}/scheduled/{documentId}/{timeStamp}/{filename}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A scheduled run's document, for whoever got its link, until the link expires */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    format: "xlsx" | "pdf";
                    documentId: string;
                    timeStamp: number;
                    filename: string;
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
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a library grid: published assets, or a manage view by state */
        get: {
            parameters: {
                query: {
                    assetType?: string | string[];
                    assetSubType?: string | string[];
                    season?: string | string[];
                    year?: number | number[];
                    lang?: string | string[];
                    category?: string | string[];
                    gender?: string | string[];
                    initiative?: string | string[];
                    entity?: string | string[];
                    storeType?: string | string[];
                    keyword?: string;
                    modifiedDate__gtd?: string;
                    libraryType: "AdvertisingAsset" | "AdvertisingLogo" | "GlobalRetailAsset" | "GlobalRetailResource" | "ProductDocument" | "StepAsset";
                    limit?: number;
                    skip?: number;
                    sort?: "name" | "-name" | "modifiedDate" | "-modifiedDate" | "createdDate" | "-createdDate" | "year" | "-year" | "season" | "-season" | "assetType" | "-assetType" | "assetSubType" | "-assetSubType" | "lang" | "-lang" | "category" | "-category" | "gender" | "-gender" | "docType" | "-docType" | "entity" | "-entity" | "storeType" | "-storeType" | "region" | "-region";
                    totalCount?: "true" | "false";
                    manage?: "pending" | "published" | "unpublished" | "deleted";
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
                            totalCount?: number;
                            data: {
                                name: string;
                                lang: string | null;
                                year: number | null;
                                season: string | null;
                                initiative: string | null;
                                function: string | null;
                                element: string | null;
                                category: string | null;
                                entity: string | null;
                                storeType: string | null;
                                addedBy: string | null;
                                /** Format: date */
                                startDate: string | null;
                                /** Format: date */
                                endDate: string | null;
                                gender: string | null;
                                assetType: string | null;
                                assetSubType: string | null;
                                docType: string | null;
                                divisionId: string[];
                                region: string | null;
                                tag: string | null;
                                status: string | null;
                                orientation: string | null;
                                productSubType: string | null;
                                usage: string | null;
                                vmCategory: string | null;
                                mediaDisplay: string | null;
                                /** Format: date */
                                beginDate: string | null;
                                /** Format: date */
                                expireDate: string | null;
                                body: string | null;
                                _id: string;
                                /** @enum {string} */
                                libraryType: "AdvertisingAsset" | "AdvertisingLogo" | "GlobalRetailAsset" | "GlobalRetailResource" | "ProductDocument" | "StepAsset";
                                /** @enum {string} */
                                state: "pending" | "published" | "unpublished" | "deleted";
                                files: {
                                    _id: string;
                                    filename: string;
                                    /** @enum {string} */
                                    usageType: "Primary" | "Working File";
                                    key: string;
                                    contentType: string | null;
                                    fileSize: number;
                                    dimensions: {
                                        width: number;
                                        height: number;
                                    } | null;
                                    thumbnail: string | null;
                                    groups: string[];
                                    modifiedDate: string;
                                    /** @enum {string} */
                                    state: "WaitingForFile" | "Ready";
                                    sourceFile: string | null;
                                    /** @enum {string} */
                                    addMethod: "Upload";
                                    hero: boolean;
                                }[];
                                primaryFile: {
                                    _id: string;
                                    groups: string[];
                                    thumbnail: string | null;
                                } | null;
                                createdDate: string;
                                createdByUser: string | null;
                                modifiedDate: string;
                                lastEditedByUser: string | null;
                                seen?: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assets/{manageType}/batch/many": {
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
        /** Grid actions in one transaction: edits, state changes, delete, file add, delete and merge */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    manageType: "AdvertisingAsset" | "AdvertisingLogo" | "GlobalRetailAsset" | "GlobalRetailResource" | "ProductDocument" | "StepAsset";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            patch?: {
                                name?: string;
                                lang?: string | null;
                                year?: number | null;
                                season?: string | null;
                                initiative?: string | null;
                                function?: string | null;
                                element?: string | null;
                                category?: string | null;
                                entity?: string | null;
                                storeType?: string | null;
                                addedBy?: string | null;
                                /** Format: date */
                                startDate?: string | null;
                                /** Format: date */
                                endDate?: string | null;
                                gender?: string | null;
                                assetType?: string | null;
                                assetSubType?: string | null;
                                docType?: string | null;
                                divisionId?: string[];
                                region?: string | null;
                                tag?: string | null;
                                status?: string | null;
                                orientation?: string | null;
                                productSubType?: string | null;
                                usage?: string | null;
                                vmCategory?: string | null;
                                mediaDisplay?: string | null;
                                /** Format: date */
                                beginDate?: string | null;
                                /** Format: date */
                                expireDate?: string | null;
                                body?: string | null;
                                /** @enum {string} */
                                state?: "pending" | "published" | "unpublished" | "deleted";
                            };
                            updateFiles?: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                usageType?: "Primary" | "Working File";
                                groups?: string[];
                            }[];
                            addFiles?: {
                                filename: string;
                                /** @enum {string} */
                                usageType: "Primary" | "Working File";
                                fileSize: number;
                            }[];
                            deleteFiles?: string[];
                            moveFiles?: {
                                /** Format: uuid */
                                fileId: string;
                                /** Format: uuid */
                                targetId: string;
                            }[];
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
                            message: string;
                            data: {
                                name: string;
                                lang: string | null;
                                year: number | null;
                                season: string | null;
                                initiative: string | null;
                                function: string | null;
                                element: string | null;
                                category: string | null;
                                entity: string | null;
                                storeType: string | null;
                                addedBy: string | null;
                                /** Format: date */
                                startDate: string | null;
                                /** Format: date */
                                endDate: string | null;
                                gender: string | null;
                                assetType: string | null;
                                assetSubType: string | null;
                                docType: string | null;
                                divisionId: string[];
                                region: string | null;
                                tag: string | null;
                                status: string | null;
                                orientation: string | null;
                                productSubType: string | null;
                                usage: string | null;
                                vmCategory: string | null;
                                mediaDisplay: string | null;
                                /** Format: date */
                                beginDate: string | null;
                                /** Format: date */
                                expireDate: string | null;
                                body: string | null;
                                _id: string;
                                /** @enum {string} */
                                libraryType: "AdvertisingAsset" | "AdvertisingLogo" | "GlobalRetailAsset" | "GlobalRetailResource" | "ProductDocument" | "StepAsset";
                                /** @enum {string} */
                                state: "pending" | "published" | "unpublished" | "deleted";
                                files: {
                                    _id: string;
                                    filename: string;
                                    /** @enum {string} */
                                    usageType: "Primary" | "Working File";
                                    key: string;
                                    contentType: string | null;
                                    fileSize: number;
                                    dimensions: {
                                        width: number;
                                        height: number;
                                    } | null;
                                    thumbnail: string | null;
                                    groups: string[];
                                    modifiedDate: string;
                                    /** @enum {string} */
                                    state: "WaitingForFile" | "Ready";
                                    sourceFile: string | null;
                                    /** @enum {string} */
                                    addMethod: "Upload";
                                    hero: boolean;
                                }[];
                                primaryFile: {
                                    _id: string;
                                    groups: string[];
                                    thumbnail: string | null;
                                } | null;
                                createdDate: string;
                                createdByUser: string | null;
                                modifiedDate: string;
                                lastEditedByUser: string | null;
                                seen?: boolean;
                            }[];
                            uploads?: {
                                fileId: string;
                                bucket: string;
                                key: string;
                                filename: string;
                            }[];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/assets/{manageType}/check-filename": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether another asset of the library already has this file name */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    manageType: "AdvertisingAsset" | "AdvertisingLogo" | "GlobalRetailAsset" | "GlobalRetailResource" | "ProductDocument" | "StepAsset";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        filename: string;
                        /** Format: uuid */
                        assetId?: string;
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
                            message: string;
                            data: {
                                _id: string;
                            } | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assets/{libraryType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Announces uploads: a new pending asset, or more files for assetId, with upload targets */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    libraryType: "AdvertisingAsset" | "AdvertisingLogo" | "GlobalRetailAsset" | "GlobalRetailResource" | "ProductDocument" | "StepAsset";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        libraryType: "AdvertisingAsset" | "AdvertisingLogo" | "GlobalRetailAsset" | "GlobalRetailResource" | "ProductDocument" | "StepAsset";
                        /** Format: uuid */
                        assetId?: string;
                        files: {
                            filename: string;
                            /** @enum {string} */
                            usageType: "Primary" | "Working File";
                            fileSize: number;
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
                            message: string;
                            asset: {
                                name: string;
                                lang: string | null;
                                year: number | null;
                                season: string | null;
                                initiative: string | null;
                                function: string | null;
                                element: string | null;
                                category: string | null;
                                entity: string | null;
                                storeType: string | null;
                                addedBy: string | null;
                                /** Format: date */
                                startDate: string | null;
                                /** Format: date */
                                endDate: string | null;
                                gender: string | null;
                                assetType: string | null;
                                assetSubType: string | null;
                                docType: string | null;
                                divisionId: string[];
                                region: string | null;
                                tag: string | null;
                                status: string | null;
                                orientation: string | null;
                                productSubType: string | null;
                                usage: string | null;
                                vmCategory: string | null;
                                mediaDisplay: string | null;
                                /** Format: date */
                                beginDate: string | null;
                                /** Format: date */
                                expireDate: string | null;
                                body: string | null;
                                _id: string;
                                /** @enum {string} */
                                libraryType: "AdvertisingAsset" | "AdvertisingLogo" | "GlobalRetailAsset" | "GlobalRetailResource" | "ProductDocument" | "StepAsset";
                                /** @enum {string} */
                                state: "pending" | "published" | "unpublished" | "deleted";
                                files: {
                                    _id: string;
                                    filename: string;
                                    /** @enum {string} */
                                    usageType: "Primary" | "Working File";
                                    key: string;
                                    contentType: string | null;
                                    fileSize: number;
                                    dimensions: {
                                        width: number;
                                        height: number;
                                    } | null;
                                    thumbnail: string | null;
                                    groups: string[];
                                    modifiedDate: string;
                                    /** @enum {string} */
                                    state: "WaitingForFile" | "Ready";
                                    sourceFile: string | null;
                                    /** @enum {string} */
                                    addMethod: "Upload";
                                    hero: boolean;
                                }[];
                                primaryFile: {
                                    _id: string;
                                    groups: string[];
                                    thumbnail: string | null;
                                } | null;
                                createdDate: string;
                                createdByUser: string | null;
                                modifiedDate: string;
                                lastEditedByUser: string | null;
                                seen?: boolean;
                            };
                            uploads: {
                                fileId: string;
                                bucket: string;
                                key: string;
                                filename: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assets/{libraryType}/report/xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The filtered library (or manage view) as an Excel workbook */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    libraryType: "AdvertisingAsset" | "AdvertisingLogo" | "GlobalRetailAsset" | "GlobalRetailResource" | "ProductDocument" | "StepAsset";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        filters?: {
                            assetType?: string | string[];
                            assetSubType?: string | string[];
                            season?: string | string[];
                            year?: number | number[];
                            lang?: string | string[];
                            category?: string | string[];
                            gender?: string | string[];
                            initiative?: string | string[];
                            entity?: string | string[];
                            storeType?: string | string[];
                            keyword?: string;
                            modifiedDate__gtd?: string;
                        };
                        /** @enum {string} */
                        manage?: "pending" | "published" | "unpublished" | "deleted";
                        /**
                         * @default name
                         * @enum {string}
                         */
                        sort?: "name" | "-name" | "modifiedDate" | "-modifiedDate" | "createdDate" | "-createdDate" | "year" | "-year" | "season" | "-season" | "assetType" | "-assetType" | "assetSubType" | "-assetSubType" | "lang" | "-lang" | "category" | "-category" | "gender" | "-gender" | "docType" | "-docType" | "entity" | "-entity" | "storeType" | "-storeType" | "region" | "-region";
                    };
                };
            };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/userFlags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks a STEP asset seen by the current user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        flag: "Seen" | "seen";
                        /** @enum {string} */
                        modelType: "Asset";
                        /** Format: uuid */
                        modelId: string;
                    } | {
                        /** @enum {string} */
                        flag: "Seen" | "seen";
                        /** @enum {string} */
                        libraryType: "StepAsset";
                        /** Format: uuid */
                        assetId: string;
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
                            message: string;
                            messageCode?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/options/data/{libraryType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asset filter options, each value with the number of assets it would leave */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    libraryType: "AdvertisingAsset" | "AdvertisingLogo" | "GlobalRetailAsset" | "GlobalRetailResource" | "ProductDocument" | "StepAsset";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keys: ("assetType" | "assetSubType" | "season" | "year" | "lang" | "category" | "gender" | "initiative" | "entity" | "storeType" | "docType" | "divisionId" | "region" | "tag" | "status" | "orientation" | "productSubType" | "usage" | "vmCategory" | "mediaDisplay" | "element" | "function")[];
                        query?: {
                            filters?: {
                                assetType?: string | string[];
                                assetSubType?: string | string[];
                                season?: string | string[];
                                year?: number | number[];
                                lang?: string | string[];
                                category?: string | string[];
                                gender?: string | string[];
                                initiative?: string | string[];
                                entity?: string | string[];
                                storeType?: string | string[];
                                keyword?: string;
                                modifiedDate__gtd?: string;
                            };
                            /** @enum {string} */
                            manage?: "pending" | "published" | "unpublished" | "deleted";
                        };
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
                            [key: string]: {
                                value: string;
                                count: number;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assets/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A library file's content, checked against its library's rules and its asset's state */
        get: {
            parameters: {
                query?: {
                    download?: "0" | "1";
                };
                header?: never;
                path: {
                    fileId: string;
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
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assets/files/{fileId}/thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A library file's thumbnail picture */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fileId: string;
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
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sampleInventory/{subtype}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a sample library grid: filters, optional sort (creation order without) */
        get: {
            parameters: {
                query?: {
                    division?: string | string[];
                    style?: string | string[];
                    color?: string | string[];
                    status?: string | string[];
                    side?: string | string[];
                    size?: string | string[];
                    gender?: string | string[];
                    region?: string | string[];
                    keyword?: string;
                    limit?: number;
                    skip?: number;
                    startRow?: number;
                    endRow?: number;
                    sort?: "division" | "-division" | "style" | "-style" | "color" | "-color" | "status" | "-status" | "side" | "-side" | "size" | "-size" | "totalQty" | "-totalQty" | "bin" | "-bin" | "moldNum" | "-moldNum" | "moldDate" | "-moldDate" | "gender" | "-gender" | "region" | "-region" | "modifiedDate" | "-modifiedDate";
                    totalCount?: "true" | "false";
                };
                header?: never;
                path: {
                    subtype: "Production" | "Sales";
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
                            totalCount?: number;
                            totalCountEstimated?: boolean;
                            data: {
                                _id: string;
                                id: string;
                                /** @enum {string} */
                                library: "Production" | "Sales";
                                /** @enum {string} */
                                subtype: "Production" | "Sales";
                                division: string | null;
                                style: string | null;
                                color: string | null;
                                status: string | null;
                                side: string | null;
                                size: string | null;
                                totalQty: number | null;
                                onHandQty: number | null;
                                bin: string | null;
                                moldNum: string | null;
                                moldDate: string | null;
                                gender: string | null;
                                quantity: number | null;
                                shelf: string | null;
                                region: string | null;
                                aisle: string | null;
                                direction: string | null;
                                level: string | null;
                                newBin: string | null;
                                createdByUser: string | null;
                                lastEditedByUser: string | null;
                                createdDate: string;
                                modifiedDate: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sampleInventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a sample (the import checks must pass) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        division?: string | null;
                        style?: string | null;
                        color?: string | null;
                        status?: string | null;
                        /** @enum {string|null} */
                        side?: "Left" | "Right" | "Pair" | null;
                        size?: string | null;
                        totalQty?: number | null;
                        bin?: string | null;
                        moldNum?: string | null;
                        /** Format: date */
                        moldDate?: string | null;
                        gender?: string | null;
                        quantity?: number | null;
                        shelf?: string | null;
                        region?: string | null;
                        aisle?: string | null;
                        direction?: string | null;
                        level?: string | null;
                        newBin?: string | null;
                        /** @enum {string} */
                        library: "Production" | "Sales";
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
                            _id: string;
                            id: string;
                            /** @enum {string} */
                            library: "Production" | "Sales";
                            /** @enum {string} */
                            subtype: "Production" | "Sales";
                            division: string | null;
                            style: string | null;
                            color: string | null;
                            status: string | null;
                            side: string | null;
                            size: string | null;
                            totalQty: number | null;
                            onHandQty: number | null;
                            bin: string | null;
                            moldNum: string | null;
                            moldDate: string | null;
                            gender: string | null;
                            quantity: number | null;
                            shelf: string | null;
                            region: string | null;
                            aisle: string | null;
                            direction: string | null;
                            level: string | null;
                            newBin: string | null;
                            createdByUser: string | null;
                            lastEditedByUser: string | null;
                            createdDate: string;
                            modifiedDate: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sampleInventory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces every field of a sample */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        division?: string | null;
                        style?: string | null;
                        color?: string | null;
                        status?: string | null;
                        /** @enum {string|null} */
                        side?: "Left" | "Right" | "Pair" | null;
                        size?: string | null;
                        totalQty?: number | null;
                        bin?: string | null;
                        moldNum?: string | null;
                        /** Format: date */
                        moldDate?: string | null;
                        gender?: string | null;
                        quantity?: number | null;
                        shelf?: string | null;
                        region?: string | null;
                        aisle?: string | null;
                        direction?: string | null;
                        level?: string | null;
                        newBin?: string | null;
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
                            _id: string;
                            id: string;
                            /** @enum {string} */
                            library: "Production" | "Sales";
                            /** @enum {string} */
                            subtype: "Production" | "Sales";
                            division: string | null;
                            style: string | null;
                            color: string | null;
                            status: string | null;
                            side: string | null;
                            size: string | null;
                            totalQty: number | null;
                            onHandQty: number | null;
                            bin: string | null;
                            moldNum: string | null;
                            moldDate: string | null;
                            gender: string | null;
                            quantity: number | null;
                            shelf: string | null;
                            region: string | null;
                            aisle: string | null;
                            direction: string | null;
                            level: string | null;
                            newBin: string | null;
                            createdByUser: string | null;
                            lastEditedByUser: string | null;
                            createdDate: string;
                            modifiedDate: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes some fields of a sample */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        division?: string | null;
                        style?: string | null;
                        color?: string | null;
                        status?: string | null;
                        /** @enum {string|null} */
                        side?: "Left" | "Right" | "Pair" | null;
                        size?: string | null;
                        totalQty?: number | null;
                        bin?: string | null;
                        moldNum?: string | null;
                        /** Format: date */
                        moldDate?: string | null;
                        gender?: string | null;
                        quantity?: number | null;
                        shelf?: string | null;
                        region?: string | null;
                        aisle?: string | null;
                        direction?: string | null;
                        level?: string | null;
                        newBin?: string | null;
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
                            _id: string;
                            id: string;
                            /** @enum {string} */
                            library: "Production" | "Sales";
                            /** @enum {string} */
                            subtype: "Production" | "Sales";
                            division: string | null;
                            style: string | null;
                            color: string | null;
                            status: string | null;
                            side: string | null;
                            size: string | null;
                            totalQty: number | null;
                            onHandQty: number | null;
                            bin: string | null;
                            moldNum: string | null;
                            moldDate: string | null;
                            gender: string | null;
                            quantity: number | null;
                            shelf: string | null;
                            region: string | null;
                            aisle: string | null;
                            direction: string | null;
                            level: string | null;
                            newBin: string | null;
                            createdByUser: string | null;
                            lastEditedByUser: string | null;
                            createdDate: string;
                            modifiedDate: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/sampleInventory/{manageType}/batch/many": {
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
        /** Grid actions in one transaction: creates, edits, deletes ('Nothing to do' when empty) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    manageType: "Production" | "Sales";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        create?: {
                            division?: string | null;
                            style?: string | null;
                            color?: string | null;
                            status?: string | null;
                            /** @enum {string|null} */
                            side?: "Left" | "Right" | "Pair" | null;
                            size?: string | null;
                            totalQty?: number | null;
                            bin?: string | null;
                            moldNum?: string | null;
                            /** Format: date */
                            moldDate?: string | null;
                            gender?: string | null;
                            quantity?: number | null;
                            shelf?: string | null;
                            region?: string | null;
                            aisle?: string | null;
                            direction?: string | null;
                            level?: string | null;
                            newBin?: string | null;
                        }[];
                        update?: {
                            /** Format: uuid */
                            _id: string;
                            patch: {
                                division?: string | null;
                                style?: string | null;
                                color?: string | null;
                                status?: string | null;
                                /** @enum {string|null} */
                                side?: "Left" | "Right" | "Pair" | null;
                                size?: string | null;
                                totalQty?: number | null;
                                bin?: string | null;
                                moldNum?: string | null;
                                /** Format: date */
                                moldDate?: string | null;
                                gender?: string | null;
                                quantity?: number | null;
                                shelf?: string | null;
                                region?: string | null;
                                aisle?: string | null;
                                direction?: string | null;
                                level?: string | null;
                                newBin?: string | null;
                            };
                        }[];
                        delete?: string[];
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
                            message: string;
                            data: {
                                _id: string;
                                id: string;
                                /** @enum {string} */
                                library: "Production" | "Sales";
                                /** @enum {string} */
                                subtype: "Production" | "Sales";
                                division: string | null;
                                style: string | null;
                                color: string | null;
                                status: string | null;
                                side: string | null;
                                size: string | null;
                                totalQty: number | null;
                                onHandQty: number | null;
                                bin: string | null;
                                moldNum: string | null;
                                moldDate: string | null;
                                gender: string | null;
                                quantity: number | null;
                                shelf: string | null;
                                region: string | null;
                                aisle: string | null;
                                direction: string | null;
                                level: string | null;
                                newBin: string | null;
                                createdByUser: string | null;
                                lastEditedByUser: string | null;
                                createdDate: string;
                                modifiedDate: string;
                            }[];
                            deleted: string[];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/sampleInventory/validate/{library}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The import grid checks of sheet rows, against the library */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    library: "Production" | "Sales";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rows: {
                            rowNumber?: number | null;
                            values: {
                                [key: string]: (string | number) | null;
                            };
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
                            /** @enum {string} */
                            status: "passed" | "warning" | "critical";
                            data: {
                                rowNumber: number | null;
                                checks: {
                                    code: string;
                                    text: string;
                                    /** @enum {string} */
                                    severity: "critical" | "warning";
                                }[];
                                match?: {
                                    _id: string;
                                    changes: {
                                        /** @enum {string} */
                                        field: "division" | "style" | "color" | "status" | "side" | "size" | "totalQty" | "bin" | "moldNum" | "moldDate" | "gender" | "quantity" | "shelf" | "region" | "aisle" | "direction" | "level" | "newBin";
                                        from: string;
                                        to: string;
                                    }[];
                                };
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sampleInventory/autocomplete/{manageType}/{property}/{value}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 10 values of a sample field starting with the typed text */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    manageType: "Production" | "Sales";
                    property: "division" | "style" | "color" | "status" | "size" | "bin" | "moldNum" | "gender" | "region" | "aisle" | "direction" | "level" | "shelf";
                    value: string;
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
                            data: string[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sampleInventory/export/xlsx/{library}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The filtered sample library as an Excel workbook, in the grid’s columns */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    library: "Production" | "Sales";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        filters?: {
                            division?: string | string[];
                            style?: string | string[];
                            color?: string | string[];
                            status?: string | string[];
                            side?: string | string[];
                            size?: string | string[];
                            gender?: string | string[];
                            region?: string | string[];
                            keyword?: string;
                        };
                        /** @enum {string} */
                        sort?: "division" | "-division" | "style" | "-style" | "color" | "-color" | "status" | "-status" | "side" | "-side" | "size" | "-size" | "totalQty" | "-totalQty" | "bin" | "-bin" | "moldNum" | "-moldNum" | "moldDate" | "-moldDate" | "gender" | "-gender" | "region" | "-region" | "modifiedDate" | "-modifiedDate";
                        columns?: string[];
                    };
                };
            };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sampleInventory/Sales/transfer": {
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
        /** Moves Production samples to Sales at their shelf place */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        samples: {
                            /** Format: uuid */
                            _id: string;
                            region: string;
                            aisle: string;
                            direction: string;
                            level: string;
                            shelf?: string | null;
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
                            message: string;
                            data: {
                                _id: string;
                                id: string;
                                /** @enum {string} */
                                library: "Production" | "Sales";
                                /** @enum {string} */
                                subtype: "Production" | "Sales";
                                division: string | null;
                                style: string | null;
                                color: string | null;
                                status: string | null;
                                side: string | null;
                                size: string | null;
                                totalQty: number | null;
                                onHandQty: number | null;
                                bin: string | null;
                                moldNum: string | null;
                                moldDate: string | null;
                                gender: string | null;
                                quantity: number | null;
                                shelf: string | null;
                                region: string | null;
                                aisle: string | null;
                                direction: string | null;
                                level: string | null;
                                newBin: string | null;
                                createdByUser: string | null;
                                lastEditedByUser: string | null;
                                createdDate: string;
                                modifiedDate: string;
                            }[];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/sampleInventoryTracking/{manageType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tracking history: one sample’s, or the library’s latest events */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    manageType: "Production" | "Sales";
                    id: string;
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
                            data: {
                                _id: string;
                                sampleId: string;
                                /** @enum {string} */
                                action: "created" | "out" | "returned" | "inventory" | "transferred";
                                quantity: number | null;
                                note: string | null;
                                userName: string | null;
                                createdDate: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Records a rare out or a return of a sample, or an inventory count of samples */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    manageType: "Production" | "Sales";
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "out" | "returned";
                        /** Format: uuid */
                        sampleId?: string;
                        quantity: number;
                        note?: string;
                    } | {
                        /** @enum {string} */
                        action: "inventory";
                        items: {
                            /** Format: uuid */
                            sampleId: string;
                            totalQty: number;
                        }[];
                        note?: string;
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
                            data: {
                                _id: string;
                                sampleId: string;
                                /** @enum {string} */
                                action: "created" | "out" | "returned" | "inventory" | "transferred";
                                quantity: number | null;
                                note: string | null;
                                userName: string | null;
                                createdDate: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sampleInventoryTracking/{manageType}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tracking history: one sample’s, or the library’s latest events */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    manageType: "Production" | "Sales";
                    id: string;
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
                            data: {
                                _id: string;
                                sampleId: string;
                                /** @enum {string} */
                                action: "created" | "out" | "returned" | "inventory" | "transferred";
                                quantity: number | null;
                                note: string | null;
                                userName: string | null;
                                createdDate: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Records a rare out or a return of a sample, or an inventory count of samples */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    manageType: "Production" | "Sales";
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "out" | "returned";
                        /** Format: uuid */
                        sampleId?: string;
                        quantity: number;
                        note?: string;
                    } | {
                        /** @enum {string} */
                        action: "inventory";
                        items: {
                            /** Format: uuid */
                            sampleId: string;
                            totalQty: number;
                        }[];
                        note?: string;
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
                            data: {
                                _id: string;
                                sampleId: string;
                                /** @enum {string} */
                                action: "created" | "out" | "returned" | "inventory" | "transferred";
                                quantity: number | null;
                                note: string | null;
                                userName: string | null;
                                createdDate: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortmentSeasons/{channel}/{subRoute}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A channel's seasons, newest first: live (Live, plus Preparation for season managers) or manage (every status, season managers only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    channel: "Wholesale" | "Retail";
                    subRoute: "live" | "manage";
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
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            season: "Spring" | "Fall";
                            year: number;
                            /** @enum {string} */
                            channel: "Wholesale" | "Retail";
                            seasonSets: {
                                /** Format: uuid */
                                id: string;
                                shortName: string;
                                /** @enum {string} */
                                region: "Domestic" | "International" | "Europe";
                                /** @enum {string} */
                                orgType: "internal" | "regular";
                                /** @enum {string} */
                                method: "static" | "dynamic";
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @enum {string} */
                                state: "Live" | "Archived" | "Preparation";
                            }[];
                            /** @enum {string} */
                            status: "Live" | "Archived" | "Preparation";
                            sourceFile: string | null;
                            previewJpg: string;
                            customerLogo: string | null;
                            /** Format: date-time */
                            modifiedDate: string;
                            previewUrl: string | null;
                            sourceFileUrl: string | null;
                            customerLogoUrl: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortmentSeasons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A season */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            season: "Spring" | "Fall";
                            year: number;
                            /** @enum {string} */
                            channel: "Wholesale" | "Retail";
                            seasonSets: {
                                /** Format: uuid */
                                id: string;
                                shortName: string;
                                /** @enum {string} */
                                region: "Domestic" | "International" | "Europe";
                                /** @enum {string} */
                                orgType: "internal" | "regular";
                                /** @enum {string} */
                                method: "static" | "dynamic";
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @enum {string} */
                                state: "Live" | "Archived" | "Preparation";
                            }[];
                            /** @enum {string} */
                            status: "Live" | "Archived" | "Preparation";
                            sourceFile: string | null;
                            previewJpg: string;
                            customerLogo: string | null;
                            /** Format: date-time */
                            modifiedDate: string;
                            previewUrl: string | null;
                            sourceFileUrl: string | null;
                            customerLogoUrl: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Deletes a season no internal assortment uses (409 otherwise: archive it instead) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
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
            };
        };
        options?: never;
        head?: never;
        /** Changes a season's status or sets, or removes its customer logo */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status?: "Live" | "Archived" | "Preparation";
                        seasonSets?: {
                            /** Format: uuid */
                            id?: string;
                            shortName: string;
                            /** @enum {string} */
                            region: "Domestic" | "International" | "Europe";
                            /** @enum {string} */
                            orgType: "internal" | "regular";
                            /** @enum {string} */
                            method: "static" | "dynamic";
                            /** @enum {string} */
                            productType: "Footwear" | "Apparel" | "POP";
                            /**
                             * @default Preparation
                             * @enum {string}
                             */
                            state?: "Live" | "Archived" | "Preparation";
                        }[];
                        /** @enum {string|null} */
                        customerLogo?: null;
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
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            season: "Spring" | "Fall";
                            year: number;
                            /** @enum {string} */
                            channel: "Wholesale" | "Retail";
                            seasonSets: {
                                /** Format: uuid */
                                id: string;
                                shortName: string;
                                /** @enum {string} */
                                region: "Domestic" | "International" | "Europe";
                                /** @enum {string} */
                                orgType: "internal" | "regular";
                                /** @enum {string} */
                                method: "static" | "dynamic";
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @enum {string} */
                                state: "Live" | "Archived" | "Preparation";
                            }[];
                            /** @enum {string} */
                            status: "Live" | "Archived" | "Preparation";
                            sourceFile: string | null;
                            previewJpg: string;
                            customerLogo: string | null;
                            /** Format: date-time */
                            modifiedDate: string;
                            previewUrl: string | null;
                            sourceFileUrl: string | null;
                            customerLogoUrl: string | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/assortmentSeasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a season with its sets (409 when the channel already has the season and year) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        season: "Spring" | "Fall";
                        year: number;
                        /** @enum {string} */
                        channel: "Wholesale" | "Retail";
                        /**
                         * @default Preparation
                         * @enum {string}
                         */
                        status?: "Live" | "Archived" | "Preparation";
                        seasonSets: {
                            /** Format: uuid */
                            id?: string;
                            shortName: string;
                            /** @enum {string} */
                            region: "Domestic" | "International" | "Europe";
                            /** @enum {string} */
                            orgType: "internal" | "regular";
                            /** @enum {string} */
                            method: "static" | "dynamic";
                            /** @enum {string} */
                            productType: "Footwear" | "Apparel" | "POP";
                            /**
                             * @default Preparation
                             * @enum {string}
                             */
                            state?: "Live" | "Archived" | "Preparation";
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
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            season: "Spring" | "Fall";
                            year: number;
                            /** @enum {string} */
                            channel: "Wholesale" | "Retail";
                            seasonSets: {
                                /** Format: uuid */
                                id: string;
                                shortName: string;
                                /** @enum {string} */
                                region: "Domestic" | "International" | "Europe";
                                /** @enum {string} */
                                orgType: "internal" | "regular";
                                /** @enum {string} */
                                method: "static" | "dynamic";
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @enum {string} */
                                state: "Live" | "Archived" | "Preparation";
                            }[];
                            /** @enum {string} */
                            status: "Live" | "Archived" | "Preparation";
                            sourceFile: string | null;
                            previewJpg: string;
                            customerLogo: string | null;
                            /** Format: date-time */
                            modifiedDate: string;
                            previewUrl: string | null;
                            sourceFileUrl: string | null;
                            customerLogoUrl: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortmentSeasons/{seasonId}/{seasonSetId}": {
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
        /** Changes one season set's state */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    seasonId: string;
                    seasonSetId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "Live" | "Archived" | "Preparation";
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
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            season: "Spring" | "Fall";
                            year: number;
                            /** @enum {string} */
                            channel: "Wholesale" | "Retail";
                            seasonSets: {
                                /** Format: uuid */
                                id: string;
                                shortName: string;
                                /** @enum {string} */
                                region: "Domestic" | "International" | "Europe";
                                /** @enum {string} */
                                orgType: "internal" | "regular";
                                /** @enum {string} */
                                method: "static" | "dynamic";
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                                /** @enum {string} */
                                state: "Live" | "Archived" | "Preparation";
                            }[];
                            /** @enum {string} */
                            status: "Live" | "Archived" | "Preparation";
                            sourceFile: string | null;
                            previewJpg: string;
                            customerLogo: string | null;
                            /** Format: date-time */
                            modifiedDate: string;
                            previewUrl: string | null;
                            sourceFileUrl: string | null;
                            customerLogoUrl: string | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/assortmentSeasons/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Where to upload the season cover (seasonCover) or customer logo (assortmentLogo); then POST /api/upload/aws/s3/create */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        usageType: "seasonCover" | "assortmentLogo";
                        filename: string;
                        fileSize: number;
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
                            upload: {
                                bucket: string;
                                key: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assortmentSeasons/{id}/files/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A season's preview (JPEG), cover or customer logo; pictures inline, other files as attachments */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    file: "preview" | "cover" | "logo";
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
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packages/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A zip of the package in `data` (JSON), streamed as it is built
         * @description Form POST (application/x-www-form-urlencoded). Sets cookie stride-download-{downloadId}=started when the zip starts.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        data: string;
                        downloadId?: string;
                    };
                };
            };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packages/download/spreadsheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A zip of the package in `data` (JSON), streamed as it is built
         * @description Form POST (application/x-www-form-urlencoded). Sets cookie stride-download-{downloadId}=started when the zip starts.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        data: string;
                        downloadId?: string;
                    };
                };
            };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packages/download/division": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A zip of the package in `data` (JSON), streamed as it is built
         * @description Form POST (application/x-www-form-urlencoded). Sets cookie stride-download-{downloadId}=started when the zip starts.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        data: string;
                        downloadId?: string;
                    };
                };
            };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packages/download/assortment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A zip of the package in `data` (JSON), streamed as it is built
         * @description Form POST (application/x-www-form-urlencoded). Sets cookie stride-download-{downloadId}=started when the zip starts.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        data: string;
                        downloadId?: string;
                    };
                };
            };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packages/shared/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The zip of a mailed package, for 7 days after it was mailed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
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
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packages/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a link to the zip of the package in `data`; the link works 7 days */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        to: string[];
                        message?: string;
                        data: {
                            filename: string;
                            files: ({
                                /** @enum {string} */
                                type: "s3";
                                key: string;
                                /** @default  */
                                bucket?: string;
                                s3Type?: string;
                            } | {
                                /** @enum {string} */
                                type: "photo";
                                style: string;
                                color: string;
                                /** @default false */
                                small?: boolean;
                                /** @default false */
                                heroOnly?: boolean;
                                /** @enum {string} */
                                productType: "Footwear" | "Apparel" | "POP";
                            })[];
                        };
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
                            message: string;
                            messageCode?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packages/mail/spreadsheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a link to the zip of the package in `data`; the link works 7 days */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        to: string[];
                        message?: string;
                        data: {
                            filename: string;
                            rows: {
                                style: string;
                                color: string;
                            }[];
                            /**
                             * @default {
                             *       "heroOnly": false,
                             *       "small": false
                             *     }
                             */
                            settings?: {
                                /** @default false */
                                heroOnly?: boolean;
                                /** @default false */
                                small?: boolean;
                            };
                        };
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
                            message: string;
                            messageCode?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packages/mail/division": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a link to the zip of the package in `data`; the link works 7 days */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        to: string[];
                        message?: string;
                        data: {
                            filename: string;
                            division: string;
                            /**
                             * @default {
                             *       "heroOnly": false,
                             *       "small": false
                             *     }
                             */
                            settings?: {
                                /** @default false */
                                heroOnly?: boolean;
                                /** @default false */
                                small?: boolean;
                            };
                        };
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
                            message: string;
                            messageCode?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/applink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a link to a screen of the app */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        to: string[];
                        message?: string;
                        path: string;
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
                            message: string;
                            messageCode?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/aws/s3/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts a multipart upload to an issued target; answers one signed URL per part */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bucket: string;
                        key: string;
                        fileSize: number;
                        /** @default false */
                        forceOverwrite?: boolean;
                        /** @default 10485760 */
                        chunkSize?: number;
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
                            message: "Success";
                            uploadId: string;
                            urls: string[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/aws/s3/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Joins the uploaded parts; refuses (and deletes) files of a type that may not be uploaded */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bucket: string;
                        key: string;
                        uploadId: string;
                        etags: string[] | {
                            PartNumber: number;
                            ETag: string;
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
                            /** @enum {string} */
                            message: "Success";
                            key: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/aws/s3/abort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels a multipart upload and drops its parts */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bucket: string;
                        key: string;
                        uploadId: string;
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
                            message: "Success";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/parts/{uploadId}/{partNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** One part of a multipart upload (local storage); answers its ETag header */
        put: {
            parameters: {
                query: {
                    expires: number;
                    signature: string;
                };
                header?: never;
                path: {
                    uploadId: string;
                    partNumber: number;
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
                    content?: never;
                };
            };
        };
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
export type operations = Record<string, never>;
