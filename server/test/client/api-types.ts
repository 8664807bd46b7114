/**
 * The API's types, generated from its OpenAPI document (GET /api/v1/docs/json) by openapi-typescript.
 * Do not edit: run `pnpm --dir server openapi:types` after changing a route or a contract.
 */

export interface paths {
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness, with whether the database answers (503 while it does not) */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether this instance should be sent requests (503 without a database or while shutting down) */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The name and version of the API, and where its documentation is */
        get: operations["getApiIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password (and a code when two-factor authentication is on): an access token and the refresh cookie */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a player or company-owner account, signed in at once */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new access token from the refresh cookie, which is rotated */
        post: operations["refreshSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: the refresh token is revoked and the cookies cleared (always succeeds) */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password/request-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a password reset link (the same answer whether or not the address has an account) */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the link's token; every session ends */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/verify-email/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verify the e-mail address with the link's token */
        get: operations["verifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the verification e-mail again: to the signed-in caller, or to the address given */
        post: operations["resendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/verification-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller's e-mail address is verified, and the grace period left */
        get: operations["getVerificationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/2fa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start two-factor enrolment: a new secret and its QR code */
        post: operations["enableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/2fa/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the enrolment with a first code: two-factor authentication is on */
        post: operations["verifyTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/2fa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor authentication off with a current code */
        post: operations["disableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's profile */
        get: operations["getProfile"];
        /** Change the profile (a new e-mail address needs the current one verified) */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/profile/picture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the profile picture (multipart: one JPG, PNG or GIF file of at most 5 MB) */
        post: operations["uploadProfilePicture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/profile/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password; every other session ends */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/user/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the user's own notifications, newest first */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/user/{userId}/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of the user's notifications are unread */
        get: operations["getUnreadNotificationCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/{id}/read": {
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
        /** Mark a notification read */
        patch: operations["markNotificationRead"];
        trace?: never;
    };
    "/api/v1/notifications/{id}/unread": {
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
        /** Mark a notification unread */
        patch: operations["markNotificationUnread"];
        trace?: never;
    };
    "/api/v1/notifications/{id}/archive": {
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
        /** Archive a notification */
        patch: operations["archiveNotification"];
        trace?: never;
    };
    "/api/v1/notifications/{id}/unarchive": {
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
        /** Bring an archived notification back */
        patch: operations["unarchiveNotification"];
        trace?: never;
    };
    "/api/v1/notifications/user/{userId}/mark-all-read": {
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
        /** Mark every notification of the user read */
        patch: operations["markAllNotificationsRead"];
        trace?: never;
    };
    "/api/v1/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a notification */
        delete: operations["deleteNotification"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/user/{userId}/clear-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete every notification of the user */
        delete: operations["clearNotifications"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a notification to a user (super admin) */
        post: operations["createNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a notification to yourself, to try the bell */
        post: operations["sendTestNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/preferences/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's notification settings */
        get: operations["getNotificationPreferences"];
        /** Change the user's notification settings */
        put: operations["updateNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/stream-ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A one-minute ticket that opens the live stream of your notifications */
        post: operations["createNotificationStreamTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your notifications as they happen (Server-Sent Events): `notification` and `unread-count` events, resumable by event id */
        get: operations["streamNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/my-permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's effective permissions */
        get: operations["getMyPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's settings: booking rules, and its currency to show the fee in
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        get: operations["getCompanySettings"];
        /**
         * Change some settings; those not given keep their values (unknown keys: 400)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        put: operations["updateCompanySettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/settings/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put every booking rule back to its default
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        post: operations["resetCompanySettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of employees with the roles and permissions to choose from (array filters repeat: ?role=a&role=b)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. Another company's employee: 404.
         */
        get: operations["listEmployees"];
        put?: never;
        /**
         * Add an employee: creates their account and e-mails a temporary password they must change at first sign-in
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. Another company's employee: 404.
         */
        post: operations["createEmployee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/employees/bulk": {
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
         * Remove the chosen employees, all or none; their sessions end
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. Another company's employee: 404.
         */
        delete: operations["deleteEmployees"];
        options?: never;
        head?: never;
        /**
         * The same change to each chosen employee, all or none
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. Another company's employee: 404.
         */
        patch: operations["updateEmployees"];
        trace?: never;
    };
    "/api/v1/companies/employees/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One employee
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. Another company's employee: 404.
         */
        get: operations["getEmployee"];
        /**
         * Change an employee; what is not given keeps its value; permissions: null follows the role again
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. Another company's employee: 404.
         */
        put: operations["updateEmployee"];
        post?: never;
        /**
         * Remove an employee; their sessions end
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. Another company's employee: 404.
         */
        delete: operations["deleteEmployee"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/employees/{id}/activate": {
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
         * Give an employee access again
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. Another company's employee: 404.
         */
        patch: operations["activateEmployee"];
        trace?: never;
    };
    "/api/v1/companies/employees/{id}/deactivate": {
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
         * Take access away at once: their next request, even with a live token, is refused
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. Another company's employee: 404.
         */
        patch: operations["deactivateEmployee"];
        trace?: never;
    };
    "/api/v1/companies/employees/{id}/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The usual week: working hours per weekday
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. Another company's employee: 404.
         */
        get: operations["listEmployeeSchedules"];
        put?: never;
        /**
         * Add hours to the usual week (overlapping hours of the same day: 409)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. Another company's employee: 404.
         */
        post: operations["createEmployeeSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/employees/{id}/schedules/{scheduleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change hours of the usual week
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. Another company's employee: 404.
         */
        put: operations["updateEmployeeSchedule"];
        post?: never;
        /**
         * Remove hours from the usual week
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. Another company's employee: 404.
         */
        delete: operations["deleteEmployeeSchedule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/employees/{id}/shifts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dated shifts in a window (the coming four weeks by default)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. Another company's employee: 404.
         */
        get: operations["listEmployeeShifts"];
        put?: never;
        /**
         * Add a shift (at most 24 hours; one employee's shifts never overlap: 409)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. Another company's employee: 404.
         */
        post: operations["createEmployeeShift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/employees/{id}/shifts/{shiftId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move or change a shift
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. Another company's employee: 404.
         */
        put: operations["updateEmployeeShift"];
        post?: never;
        /**
         * Remove a shift
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. Another company's employee: 404.
         */
        delete: operations["deleteEmployeeShift"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/employees/{id}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The hours the employee can work, per weekday
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. Another company's employee: 404.
         */
        get: operations["getEmployeeAvailability"];
        /**
         * Replace the availability (one range per weekday; a day left out: not available)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. Another company's employee: 404.
         */
        put: operations["setEmployeeAvailability"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The five built-in roles and the company's own, with their permissions
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        get: operations["listEmployeeRoles"];
        put?: never;
        /**
         * Define a company role
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        post: operations["createEmployeeRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a company role; employees following it get its permissions at their next request
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        put: operations["updateEmployeeRole"];
        post?: never;
        /**
         * Remove a company role no employee holds
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        delete: operations["deleteEmployeeRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every permission a role or an employee can be given
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        get: operations["listPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every attribute of the company, its documents and locations
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        get: operations["getCompanyProfile"];
        /**
         * Change the profile: text values, objects and lists as JSON strings, `logo`/`coverImage` files, `insuranceDocuments[n]` files (PDF, JPEG, PNG; 5 MB each; 5 kept)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        put: operations["updateCompanyProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the logo (multipart field `logo`: JPG, PNG or GIF, 5 MB)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        post: operations["uploadCompanyLogo"];
        /**
         * Remove the logo
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        delete: operations["removeCompanyLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file (multipart `file`, and `type`: `image` served publicly, `document` kept privately with the insurance documents)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        post: operations["uploadCompanyFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/profile/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an insurance document (owner or super admin only)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        get: operations["downloadCompanyDocument"];
        put?: never;
        post?: never;
        /**
         * Remove an insurance document
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        delete: operations["deleteCompanyDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn a customer into a company owner
         * @description A customer account becomes the owner of a new company; the answer is the new session (its token carries the new role).
         */
        post: operations["upgradeToCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of locations (primary first), with filters; employees who manage fields may read it too
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403.
         */
        get: operations["listCompanyLocations"];
        put?: never;
        /**
         * Add a location (the first one is primary)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        post: operations["createCompanyLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One location
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        get: operations["getCompanyLocation"];
        /**
         * Change a location
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        put: operations["updateCompanyLocation"];
        post?: never;
        /**
         * Remove a location (its fields keep no location; a removed primary passes to the oldest other)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        delete: operations["deleteCompanyLocation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/locations/{id}/set-primary": {
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
         * Make this the primary location (exactly one is)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        patch: operations["setPrimaryCompanyLocation"];
        trace?: never;
    };
    "/api/v1/companies/integrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The webhook (without its secret), its latest deliveries and the calendar feed address
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        get: operations["getIntegrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/integrations/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create the webhook (its signing secret is answered this once) or change its address, events and state
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        put: operations["saveWebhook"];
        post?: never;
        /**
         * Remove the webhook (pending deliveries are dropped)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/integrations/webhook/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a signed `ping` event now and answer what the receiver said
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/integrations/webhook/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signing secret (answered this once)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/integrations/calendar-feed/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the calendar feed address; the old one stops working
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        post: operations["rotateCalendarFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/settings/email-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every booking e-mail in every language: the wording in force, the platform’s, and the placeholders
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        get: operations["listEmailTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/settings/email-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Word one e-mail: subject, opening and closing (unknown placeholders: 400)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        put: operations["updateEmailTemplate"];
        /**
         * Word one e-mail: subject, opening and closing (unknown placeholders: 400)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        post: operations["saveEmailTemplate"];
        /**
         * Go back to the platform’s wording
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        delete: operations["resetEmailTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/settings/email-templates/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Render a draft (or, without a body, the wording in force) with a sample booking
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        post: operations["previewEmailTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/settings/email-templates/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the rendered draft (or the wording in force) to `email`, else to the caller’s own address
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        post: operations["sendEmailTemplateTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/email-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every booking e-mail in every language: the wording in force, the platform’s, and the placeholders
         * @deprecated
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. A former path, kept for existing clients: see /settings/email-templates.
         */
        get: operations["listEmailTemplatesAtFormerPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/email-templates/{kind}/{language}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Word one e-mail: subject, opening and closing (unknown placeholders: 400)
         * @deprecated
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. A former path, kept for existing clients: see /settings/email-templates.
         */
        put: operations["updateEmailTemplateAtFormerPath"];
        post?: never;
        /**
         * Go back to the platform’s wording
         * @deprecated
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. A former path, kept for existing clients: see /settings/email-templates.
         */
        delete: operations["resetEmailTemplateAtFormerPath"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/email-templates/{kind}/{language}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Render a draft (or, without a body, the wording in force) with a sample booking
         * @deprecated
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. A former path, kept for existing clients: see /settings/email-templates.
         */
        post: operations["previewEmailTemplateAtFormerPath"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/email-templates/{kind}/{language}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the rendered draft (or the wording in force) to `email`, else to the caller’s own address
         * @deprecated
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. A former path, kept for existing clients: see /settings/email-templates.
         */
        post: operations["sendEmailTemplateTestAtFormerPath"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/activity-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The activity log, filtered and paged
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        get: operations["listActivityLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/activity-logs/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The filtered activity log as CSV (a download; at most 10,000 entries, newest first)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        post: operations["exportActivityLog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the company can take bookings, and what needs a look
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        get: operations["getCompanyHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's overview: revenue, bookings, customers and fields against the previous period, and its latest bookings
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403.
         */
        get: operations["getCompanyDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's bookings and money over a period, every breakdown
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403. Periods: 7d, 30d, 3m, custom (startDate and endDate, at most 366 days), in local days of the company's zone, today included. Money is one entry per currency; every figure is defined in docs/product/figures.md.
         */
        get: operations["getCompanyAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/analytics/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Revenue per currency by day and by field over the period
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403. Periods: 7d, 30d, 3m, custom (startDate and endDate, at most 366 days), in local days of the company's zone, today included. Money is one entry per currency; every figure is defined in docs/product/figures.md.
         */
        get: operations["getCompanyRevenue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/analytics/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bookings by day, status and field over the period
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403. Periods: 7d, 30d, 3m, custom (startDate and endDate, at most 366 days), in local days of the company's zone, today included. Money is one entry per currency; every figure is defined in docs/product/figures.md.
         */
        get: operations["getCompanyBookingFigures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/analytics/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customers who made most bookings over the period
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403. Periods: 7d, 30d, 3m, custom (startDate and endDate, at most 366 days), in local days of the company's zone, today included. Money is one entry per currency; every figure is defined in docs/product/figures.md.
         */
        get: operations["getCompanyTopCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/analytics/field-utilization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Games played by weekday and starting hour, and by field, over the period
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403. Periods: 7d, 30d, 3m, custom (startDate and endDate, at most 366 days), in local days of the company's zone, today included. Money is one entry per currency; every figure is defined in docs/product/figures.md.
         */
        get: operations["getCompanyFieldUtilization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/analytics/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The period as CSV or PDF (a download); with `email: true` it is also mailed, attached, to the person asking
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403. Periods: 7d, 30d, 3m, custom (startDate and endDate, at most 366 days), in local days of the company's zone, today included. Money is one entry per currency; every figure is defined in docs/product/figures.md.
         */
        post: operations["exportCompanyAnalytics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plan, its period and state
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        get: operations["getSubscription"];
        /**
         * Move to a plan at once: an upgrade is charged pro rata for the rest of the period, a downgrade leaves a credit
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. The plan already held answers unchanged (nothing charged). No card for a paid plan: 402 SUBSCRIPTION_REQUIRED; a refused card: 402 with the card error; usage above the target plan: 409 PLAN_DOWNGRADE_BLOCKED.
         */
        put: operations["changeSubscriptionPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/subscription/cancel": {
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
         * End the paid plan with the current period
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        patch: operations["cancelSubscription"];
        trace?: never;
    };
    "/api/v1/companies/subscription/resume": {
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
         * Keep a cancelled plan after all
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        patch: operations["resumeSubscription"];
        trace?: never;
    };
    "/api/v1/companies/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fields, employees and locations against the plan’s limits
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        get: operations["getPlanUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/billing/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invoices, newest first (page 1, 10 a page by default)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/billing/invoices/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An invoice as a PDF (`lang`, else the user’s language)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        get: operations["downloadInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company’s cards, the default first
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        get: operations["listCompanyPaymentMethods"];
        put?: never;
        /**
         * Save a card as a processor token (the first one becomes the default)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        post: operations["createCompanyPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/payment-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a card’s holder or billing address
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        put: operations["updateCompanyPaymentMethod"];
        post?: never;
        /**
         * Remove a card (not the last one while on a paid plan: 409 PAYMENT_METHOD_IN_USE)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        delete: operations["deleteCompanyPaymentMethod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/payment-methods/{id}/set-default": {
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
         * Make a card the default
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        patch: operations["setDefaultCompanyPaymentMethod"];
        trace?: never;
    };
    "/api/v1/companies/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Locations, fields (not archived) and employees as one JSON document or one CSV table (a download)
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.
         */
        post: operations["exportCompanyData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add the locations, fields (as drafts) and employees of an export file (multipart `file`): all or nothing
         * @description The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403. Every row is checked first: any error answers 400 IMPORT_INVALID with the rows (details.rows) and imports nothing. Rows the company already has (same name; same e-mail for employees) are skipped. Beyond the plan: 409 as when adding by hand.
         */
        post: operations["importCompanyData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscription-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plans with their monthly price and limits (null: unlimited), cheapest first */
        get: operations["listSubscriptionPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calendar-feeds/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's confirmed and awaiting-confirmation bookings, a month back and half a year ahead, as iCalendar */
        get: operations["getCalendarFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One tab (state) of the company fields, newest change first; search matches name or city; counts per state use the same search
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403.
         */
        get: operations["listCompanyFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fields/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A field with images, schedules, pricing rules and company (drafts only to their company) */
        get: operations["getField"];
        /** Change attributes; schedules or pricingRules, when present, replace the lists */
        put: operations["updateField"];
        post?: never;
        /** Delete a draft; a published field is archived instead */
        delete: operations["deleteField"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search listed fields: text (typo-tolerant), filters, distance, sort and pages */
        get: operations["searchFields"];
        put?: never;
        /**
         * Create a draft in the caller's company (publish: true publishes it at once)
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403.
         */
        post: operations["createField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fields/{id}/status": {
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
        /** Activate or deactivate */
        patch: operations["setFieldStatus"];
        trace?: never;
    };
    "/api/v1/fields/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a draft (needs an active schedule: 422 FIELD_INCOMPLETE otherwise) */
        post: operations["publishField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fields/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a published field back to draft */
        post: operations["unpublishField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fields/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archive a draft or published field */
        post: operations["archiveField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fields/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore an archived field as a draft */
        post: operations["restoreField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fields/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add photos (multipart field "images"): JPEG, PNG or WebP, 5 MB each, 10 per field; rejected files are listed with reasons */
        post: operations["uploadFieldImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fields/{id}/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a photo */
        delete: operations["deleteFieldImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fields/{id}/images/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Order every image of the field (each exactly once); the first is primary */
        put: operations["reorderFieldImages"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fields/{id}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Slots of the field's local days from `from`, with status and price (drafts only to their company) */
        get: operations["getFieldAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's bookings: upcoming, past or all, with search */
        get: operations["listMyBookings"];
        put?: never;
        /** Hold consecutive slots as a pending booking until holdExpiresAt (header Idempotency-Key required) */
        post: operations["createBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller’s bookings with its pass (qrCode: a data URL) */
        get: operations["getMyBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bookings/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The booking as an iCalendar event (text/calendar): to its customer, or to whoever holds its pass (?pass=)
         * @description A calendar application cannot send a bearer token: the pass (the content of the booking's QR code, booking.calendarUrl) opens the event instead.
         */
        get: operations["getBookingCalendarEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bookings/{id}/promo-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Give a promo code to a held booking (the wizard's payment step): the hold is re-priced, the discount taken off the subtotal
         * @description Refusals are 422 PROMO_NOT_FOUND, PROMO_EXPIRED, PROMO_MIN_HOURS (details.minHours), PROMO_USED_UP (details.limit) or PROMO_NOT_FOR_FIELD; a lapsed hold 409 HOLD_EXPIRED; a paid booking or one being paid 409 INVALID_BOOKING_STATE. Another code replaces the one the hold had.
         */
        put: operations["applyBookingPromoCode"];
        post?: never;
        /** Take the promo code off a held booking: full price again, the promotion's use given back */
        delete: operations["removeBookingPromoCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel before the start; the company policy decides the refund (refundIfCancelledNow shows it beforehand) */
        post: operations["cancelMyBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company’s promotion codes, newest first, each with its uses and where it stands
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403.
         */
        get: operations["listPromotions"];
        put?: never;
        /**
         * Create a promotion code (unique in the company whatever its letter case: 409 PROMOTION_CODE_TAKEN)
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403.
         */
        post: operations["createPromotion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/promotions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One promotion code with its uses
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403.
         */
        get: operations["getPromotion"];
        put?: never;
        post?: never;
        /**
         * Delete a promotion code, used or not: bookings made with it keep their discount and code
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403.
         */
        delete: operations["deletePromotion"];
        options?: never;
        head?: never;
        /**
         * Change a promotion code, or switch it on or off (`active`)
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403. Holds already carrying the code keep their price; the change applies to the next use.
         */
        patch: operations["updatePromotion"];
        trace?: never;
    };
    "/api/v1/companies/promotions/{id}/announce": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many past customers the promotion’s e-mail would reach now, and when it was sent (null: not yet)
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403.
         */
        get: operations["previewPromotionAnnouncement"];
        put?: never;
        /**
         * Sends the promotion to the company’s past customers whose e-mail and promotions settings are on, in the background
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403. Answers 202 with the number of recipients; a job writes each one’s in-app notification and sends the e-mail in their language, with a one-click unsubscribe link. Once per promotion: again 409 PROMOTION_ALREADY_ANNOUNCED; a promotion switched off or over 422 PROMO_EXPIRED.
         */
        post: operations["announcePromotion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fields/{id}/promotions/{code}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The price of the slots from `start` to `end` (instants, as the availability gives them) with a promo code
         * @description Nothing is held. Refusals are 422 PROMO_NOT_FOUND, PROMO_EXPIRED, PROMO_MIN_HOURS (details.minHours), PROMO_USED_UP (details.limit: total or customer) or PROMO_NOT_FOR_FIELD; slots that are not to be had answer as `POST /bookings` would.
         */
        get: operations["checkPromoCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bookings/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a held booking: a saved method, a new card (optionally saved) or cash where the field allows it (Idempotency-Key required)
         * @description Card failures answer 402 with CARD_DECLINED, INSUFFICIENT_FUNDS, EXPIRED_CARD, INCORRECT_CVC, INVALID_CARD_NUMBER or PROCESSING_ERROR; the hold stays. A lapsed hold answers 409 HOLD_EXPIRED.
         */
        post: operations["payBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bookings/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The receipt of a paid booking as a PDF: to its customer, or to its company’s staff who manage reservations
         * @description A download (Content-Disposition: attachment). Nothing paid for the booking: 409 RECEIPT_UNAVAILABLE.
         */
        get: operations["getBookingReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bookings/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The days of a month with the caller's bookings (each on its local day at its field), with those bookings */
        get: operations["getMyBookingCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's home: figures, the next 3 bookings, the last 10 events and this month's goals
         * @description Figures are defined in docs/product/figures.md ("The customer's home"); "this month" is the month in the caller's profile zone (UTC without one).
         */
        get: operations["getMyDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/goals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's monthly goals and this month's progress */
        get: operations["getMyGoals"];
        /** Sets the monthly goals: a goal left out is kept, null clears it */
        put: operations["updateMyGoals"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/weather": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The forecast for the start of one of the caller's upcoming bookings, at its field; 204 when there is none to give
         * @description 204 (no body) without a configured weather service, when it fails or is slow, when the hour is outside its forecast, and for a booking that is not one of the caller's upcoming bookings (another customer's, ended, cancelled or unknown).
         */
        get: operations["getMyWeather"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bookings of the company by status, field, local date and text
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403.
         */
        get: operations["listCompanyBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/bookings/{id}/confirm": {
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
         * Confirm a paid pending booking (an unpaid hold: 409 PAYMENT_REQUIRED)
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403.
         */
        patch: operations["confirmCompanyBooking"];
        trace?: never;
    };
    "/api/v1/companies/bookings/{id}/decline": {
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
         * Decline a pending booking: cancelled and fully refunded
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403.
         */
        patch: operations["declineCompanyBooking"];
        trace?: never;
    };
    "/api/v1/companies/bookings/{id}/cancel": {
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
         * Cancel a pending or confirmed booking: cancelled and fully refunded
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403.
         */
        patch: operations["cancelCompanyBooking"];
        trace?: never;
    };
    "/api/v1/checkins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a booking in by its pass (token) or confirmation code
         * @description The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403. Again: 409 ALREADY_CHECKED_IN; before the window: 409 CHECK_IN_NOT_OPEN; after the end: 409 CHECK_IN_CLOSED; cancelled: 409 BOOKING_CANCELLED; another company's booking: 404.
         */
        post: operations["checkInBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments the caller may see (a customer theirs, company staff their company’s, the super admin all), newest first */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment with its booking and breakdown */
        get: operations["getTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/transactions/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The receipt of the payment’s booking as a PDF, to whoever may see the payment
         * @description A download (Content-Disposition: attachment). Nothing paid for the booking: 409 RECEIPT_UNAVAILABLE.
         */
        get: operations["getTransactionReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/transactions/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund part (amount) or the rest of a card payment: owner, manager or super admin (Idempotency-Key required) */
        post: operations["refundTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s saved cards, the default first */
        get: operations["listPaymentMethods"];
        put?: never;
        /** Save a card as a processor token (the first one becomes the default) */
        post: operations["createPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a saved card */
        delete: operations["deletePaymentMethod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/methods/{id}/default": {
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
        /** Make a saved card the default */
        patch: operations["setDefaultPaymentMethod"];
        trace?: never;
    };
    "/api/v1/schedule-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The schedule templates of docs/product/constants.md, one schedule per day */
        get: operations["listScheduleTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fields/bulk-schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give several fields a template or the same days; each field answers for itself */
        post: operations["bulkScheduleFields"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fields/{id}/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The field's schedules, one per weekday */
        get: operations["listFieldSchedules"];
        put?: never;
        /** Add the schedule of a weekday (409 SCHEDULE_CONFLICT when the day has one) */
        post: operations["createFieldSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fields/{id}/schedules/{scheduleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the schedule of a weekday */
        put: operations["updateFieldSchedule"];
        post?: never;
        /** Remove the schedule of a weekday */
        delete: operations["deleteFieldSchedule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fields/{id}/pricing-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The field's pricing rules, highest priority first */
        get: operations["listFieldPricingRules"];
        put?: never;
        /** Add a pricing rule (a price for some days and hours, by priority) */
        post: operations["createFieldPricingRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fields/{id}/pricing-rules/{ruleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a pricing rule */
        put: operations["updateFieldPricingRule"];
        post?: never;
        /** Remove a pricing rule */
        delete: operations["deleteFieldPricingRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fields/{id}/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Current and upcoming blocks, by start */
        get: operations["listFieldBlocks"];
        put?: never;
        /** Block the field for a time (maintenance, closed, private event) */
        post: operations["createFieldBlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fields/{id}/blocks/{blockId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a block */
        delete: operations["deleteFieldBlock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/serve/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serve an uploaded file */
        get: operations["serveFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/platform/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live totals for the landing page: listed fields, companies, customers and bookings made */
        get: operations["getPlatformStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/platform/map-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tile server and attribution of the maps */
        get: operations["getMapConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/platform/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The maintenance banner, whether companies may register, and the support address (public) */
        get: operations["getPublicPlatformSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The platform's figures now and against the previous 30 days, and what needs attention */
        get: operations["getAdminOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Companies, searched by name, owner e-mail or city */
        get: operations["listAdminCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company with its owner, plan and usage, locations, counts, revenue and last activity */
        get: operations["getAdminCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/companies/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspends the company: its fields leave search, its staff are stopped, its owner is told why */
        post: operations["suspendCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/companies/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reactivates a suspended company */
        post: operations["reactivateCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts, searched by e-mail or name */
        get: operations["listAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An account with its company, bookings and payments */
        get: operations["getAdminUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Locks the account: sign-in 423, sessions revoked, access tokens refused from the next request */
        post: operations["lockUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlocks the account */
        post: operations["unlockUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the password reset e-mail */
        post: operations["sendUserPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks the e-mail address as verified */
        post: operations["verifyUserEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the verification e-mail again */
        post: operations["resendUserVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit trail of every admin action, newest first */
        get: operations["listAdminActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The platform over UTC days: bookings made by status, revenue per currency, sign-ups; the busiest companies, sports and cities
         * @description Periods: 7d, 30d, 3m (ending today, UTC) or custom (from and to, at most 366 days). Figures as docs/product/figures.md defines them.
         */
        get: operations["getPlatformAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/analytics/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The same period as a CSV download (a row per day, a revenue column per currency) */
        post: operations["exportPlatformAnalytics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/remotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each remote: its active version and contract, and every published version */
        get: operations["listRemoteReleases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/remotes/{name}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes a published version the active one (one registry write; the next page load uses it) */
        post: operations["activateRemoteRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/activity/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The audit trail with the same filters as a CSV download (at most 10,000 entries, newest first) */
        post: operations["exportAdminActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The platform's settings */
        get: operations["getPlatformSettings"];
        /** Changes the settings given (what GET answers, or part of it) */
        put: operations["updatePlatformSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Announcements sent, newest first, with what was delivered, skipped and failed */
        get: operations["listAnnouncements"];
        put?: never;
        /**
         * Sends an announcement or a newsletter to an audience, in the background (header Idempotency-Key required)
         * @description Answers 202 with the number of accounts in the audience; a job writes the in-app notifications and sends the e-mails in batches. A newsletter is e-mailed only to accounts that asked for it (the others count as skipped) and carries a one-click unsubscribe link.
         */
        post: operations["sendAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The page of an optional e-mail’s unsubscribe link (text/html, public): a button that POSTs to the same address
         * @description The page names what the link turns off (the newsletter, promotions or booking reminders). A link that is not valid answers 400 with a page saying so.
         */
        get: operations["getUnsubscribePage"];
        put?: never;
        /**
         * Turns off the notification setting the signed token names (newsletter, promotions or bookingReminders), without signing in (public, one-click, RFC 8058)
         * @description Accepts the body `List-Unsubscribe=One-Click` (form-encoded) or none. The same answer however often it is called; a browser (Accept: text/html) gets a page instead of JSON. A token that is not valid is 400 INVALID_UNSUBSCRIBE_LINK.
         */
        post: operations["unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/geocode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Places matching an address or a city name (an empty list when none does) */
        get: operations["geocode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a message to the platform’s support address, with the sender as Reply-To (public, limited per IP)
         * @description Answers 202 once the message is queued; the e-mail goes out in the background and is retried while the mail relay fails.
         */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mail captured instead of sent (no SMTP relay configured), newest first */
        get: operations["listOutboxMail"];
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
        ErrorEnvelope: {
            /** @constant */
            success: false;
            message: string;
            code: string;
            details?: unknown;
            errors?: components["schemas"]["ValidationIssue"][];
        };
        ValidationIssue: {
            field?: string;
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            /** @enum {string} */
                            database: "up" | "down";
                            uptimeSeconds: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            status: "ready" | "not_ready";
                            /** @enum {string} */
                            database: "up" | "down";
                            draining: boolean;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            name: string;
                            version: string;
                            docs: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    login: {
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
                    twoFactorCode?: string;
                    /** @default default-tenant */
                    tenantId?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            accessToken: string;
                            user: {
                                id: string;
                                /** Format: email */
                                email: string;
                                /** @enum {string} */
                                role: "SUPER_ADMIN" | "COMPANY_OWNER" | "EMPLOYEE" | "CUSTOMER";
                                firstName: string;
                                lastName: string;
                                profileImage?: string | null;
                                emailVerified: boolean;
                                companyId?: string | null;
                                mustChangePassword?: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The account is locked */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
                "application/json": {
                    firstName: string;
                    lastName: string;
                    email: string;
                    phone: string;
                    password: string & (unknown & unknown & unknown);
                    confirmPassword: string;
                    /** @enum {boolean} */
                    acceptTerms: true;
                    /**
                     * @default customer
                     * @enum {string}
                     */
                    accountType?: "customer" | "company";
                    companyName?: string;
                    /** @default default-tenant */
                    tenantId?: string;
                    /**
                     * @default CUSTOMER
                     * @enum {string}
                     */
                    role?: "CUSTOMER" | "COMPANY_OWNER";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            accessToken: string;
                            user: {
                                id: string;
                                /** Format: email */
                                email: string;
                                /** @enum {string} */
                                role: "SUPER_ADMIN" | "COMPANY_OWNER" | "EMPLOYEE" | "CUSTOMER";
                                firstName: string;
                                lastName: string;
                                profileImage?: string | null;
                                emailVerified: boolean;
                                companyId?: string | null;
                                mustChangePassword?: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            accessToken: string;
                            user: {
                                id: string;
                                /** Format: email */
                                email: string;
                                /** @enum {string} */
                                role: "SUPER_ADMIN" | "COMPANY_OWNER" | "EMPLOYEE" | "CUSTOMER";
                                firstName: string;
                                lastName: string;
                                profileImage?: string | null;
                                emailVerified: boolean;
                                companyId?: string | null;
                                mustChangePassword?: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    refreshSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            accessToken: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The account is locked */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
                "application/json": {
                    token: string;
                    password: string & (unknown & unknown & unknown);
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            isVerified: boolean;
                            isInGracePeriod: boolean;
                            needsVerification: boolean;
                            gracePeriodEndsAt: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    resendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVerificationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            isVerified: boolean;
                            isInGracePeriod: boolean;
                            needsVerification: boolean;
                            gracePeriodEndsAt: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    enableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            otpauthUrl: string;
                            qrCodeDataUrl: string;
                            secret: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    verifyTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            twoFactorEnabled: boolean;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    disableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            twoFactorEnabled: boolean;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            user: {
                                id: string;
                                email: string;
                                /** @enum {string} */
                                role: "SUPER_ADMIN" | "COMPANY_OWNER" | "EMPLOYEE" | "CUSTOMER";
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                emailVerified: boolean;
                                companyId?: string | null;
                                mustChangePassword?: boolean;
                                phone: string | null;
                                dateOfBirth: string | null;
                                gender: ("male" | "female" | "other" | "prefer_not_to_say") | null;
                                nationality: string | null;
                                preferences: {
                                    /** @enum {string} */
                                    language: "en" | "fr" | "ar";
                                    /** @enum {string} */
                                    theme: "light" | "dark";
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    timezone: string;
                                };
                                notificationSettings: {
                                    email: boolean;
                                    sms: boolean;
                                    push: boolean;
                                    bookingReminders: boolean;
                                    promotions: boolean;
                                    newsletter: boolean;
                                };
                                privacySettings: {
                                    /** @enum {string} */
                                    profileVisibility: "public" | "private" | "contacts";
                                    showEmail: boolean;
                                    showPhone: boolean;
                                    showBookingHistory: boolean;
                                };
                                twoFactorEnabled: boolean;
                                createdAt: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName?: string;
                    lastName?: string;
                    email?: string;
                    phone?: string | null;
                    dateOfBirth?: string | null;
                    gender?: ("male" | "female" | "other" | "prefer_not_to_say") | null;
                    nationality?: string | null;
                    preferences?: {
                        /** @enum {string} */
                        language?: "en" | "fr" | "ar";
                        /** @enum {string} */
                        theme?: "light" | "dark";
                        /** @enum {string} */
                        currency?: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                        timezone?: string;
                    };
                    notificationSettings?: {
                        email?: boolean;
                        sms?: boolean;
                        push?: boolean;
                        bookingReminders?: boolean;
                        promotions?: boolean;
                        newsletter?: boolean;
                    };
                    privacySettings?: {
                        /** @enum {string} */
                        profileVisibility?: "public" | "private" | "contacts";
                        showEmail?: boolean;
                        showPhone?: boolean;
                        showBookingHistory?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            user: {
                                id: string;
                                email: string;
                                /** @enum {string} */
                                role: "SUPER_ADMIN" | "COMPANY_OWNER" | "EMPLOYEE" | "CUSTOMER";
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                emailVerified: boolean;
                                companyId?: string | null;
                                mustChangePassword?: boolean;
                                phone: string | null;
                                dateOfBirth: string | null;
                                gender: ("male" | "female" | "other" | "prefer_not_to_say") | null;
                                nationality: string | null;
                                preferences: {
                                    /** @enum {string} */
                                    language: "en" | "fr" | "ar";
                                    /** @enum {string} */
                                    theme: "light" | "dark";
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    timezone: string;
                                };
                                notificationSettings: {
                                    email: boolean;
                                    sms: boolean;
                                    push: boolean;
                                    bookingReminders: boolean;
                                    promotions: boolean;
                                    newsletter: boolean;
                                };
                                privacySettings: {
                                    /** @enum {string} */
                                    profileVisibility: "public" | "private" | "contacts";
                                    showEmail: boolean;
                                    showPhone: boolean;
                                    showBookingHistory: boolean;
                                };
                                twoFactorEnabled: boolean;
                                createdAt: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    uploadProfilePicture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            profileImage: string;
                            user: {
                                id: string;
                                email: string;
                                /** @enum {string} */
                                role: "SUPER_ADMIN" | "COMPANY_OWNER" | "EMPLOYEE" | "CUSTOMER";
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                emailVerified: boolean;
                                companyId?: string | null;
                                mustChangePassword?: boolean;
                                phone: string | null;
                                dateOfBirth: string | null;
                                gender: ("male" | "female" | "other" | "prefer_not_to_say") | null;
                                nationality: string | null;
                                preferences: {
                                    /** @enum {string} */
                                    language: "en" | "fr" | "ar";
                                    /** @enum {string} */
                                    theme: "light" | "dark";
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    timezone: string;
                                };
                                notificationSettings: {
                                    email: boolean;
                                    sms: boolean;
                                    push: boolean;
                                    bookingReminders: boolean;
                                    promotions: boolean;
                                    newsletter: boolean;
                                };
                                privacySettings: {
                                    /** @enum {string} */
                                    profileVisibility: "public" | "private" | "contacts";
                                    showEmail: boolean;
                                    showPhone: boolean;
                                    showBookingHistory: boolean;
                                };
                                twoFactorEnabled: boolean;
                                createdAt: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is of a type the route does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string & (unknown & unknown & unknown);
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                unreadOnly?: "0" | "1" | "true" | "false";
                archived?: "0" | "1" | "true" | "false";
                type?: "success" | "warning" | "error" | "info" | "booking" | "payment" | "system" | "promotion" | "reminder" | "alert" | "update";
            };
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            type: "success" | "warning" | "error" | "info" | "booking" | "payment" | "system" | "promotion" | "reminder" | "alert" | "update";
                            title: string;
                            message: string;
                            isRead: boolean;
                            readAt: string | null;
                            createdAt: string;
                            archivedAt: string | null;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUnreadNotificationCount: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            count: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    markNotificationRead: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            type: "success" | "warning" | "error" | "info" | "booking" | "payment" | "system" | "promotion" | "reminder" | "alert" | "update";
                            title: string;
                            message: string;
                            isRead: boolean;
                            readAt: string | null;
                            createdAt: string;
                            archivedAt: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    markNotificationUnread: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            type: "success" | "warning" | "error" | "info" | "booking" | "payment" | "system" | "promotion" | "reminder" | "alert" | "update";
                            title: string;
                            message: string;
                            isRead: boolean;
                            readAt: string | null;
                            createdAt: string;
                            archivedAt: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    archiveNotification: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            type: "success" | "warning" | "error" | "info" | "booking" | "payment" | "system" | "promotion" | "reminder" | "alert" | "update";
                            title: string;
                            message: string;
                            isRead: boolean;
                            readAt: string | null;
                            createdAt: string;
                            archivedAt: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    unarchiveNotification: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            type: "success" | "warning" | "error" | "info" | "booking" | "payment" | "system" | "promotion" | "reminder" | "alert" | "update";
                            title: string;
                            message: string;
                            isRead: boolean;
                            readAt: string | null;
                            createdAt: string;
                            archivedAt: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    markAllNotificationsRead: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            count: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteNotification: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    clearNotifications: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            count: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createNotification: {
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
                    userId: string;
                    /**
                     * @default info
                     * @enum {string}
                     */
                    type?: "success" | "warning" | "error" | "info" | "booking" | "payment" | "system" | "promotion" | "reminder" | "alert" | "update";
                    title: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            type: "success" | "warning" | "error" | "info" | "booking" | "payment" | "system" | "promotion" | "reminder" | "alert" | "update";
                            title: string;
                            message: string;
                            isRead: boolean;
                            readAt: string | null;
                            createdAt: string;
                            archivedAt: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    sendTestNotification: {
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
                    userId: string;
                    /**
                     * @default info
                     * @enum {string}
                     */
                    type?: "success" | "warning" | "error" | "info" | "booking" | "payment" | "system" | "promotion" | "reminder" | "alert" | "update";
                    title: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            type: "success" | "warning" | "error" | "info" | "booking" | "payment" | "system" | "promotion" | "reminder" | "alert" | "update";
                            title: string;
                            message: string;
                            isRead: boolean;
                            readAt: string | null;
                            createdAt: string;
                            archivedAt: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getNotificationPreferences: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            email: boolean;
                            sms: boolean;
                            push: boolean;
                            bookingReminders: boolean;
                            promotions: boolean;
                            newsletter: boolean;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: boolean;
                    sms?: boolean;
                    push?: boolean;
                    bookingReminders?: boolean;
                    promotions?: boolean;
                    newsletter?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            email: boolean;
                            sms: boolean;
                            push: boolean;
                            bookingReminders: boolean;
                            promotions: boolean;
                            newsletter: boolean;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createNotificationStreamTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            ticket: string;
                            expiresAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    streamNotifications: {
        parameters: {
            query: {
                ticket: string;
                lastEventId?: string;
            };
            header?: {
                "last-event-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMyPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            permissions: ("MANAGE_FIELDS" | "MANAGE_RESERVATIONS" | "MANAGE_SCHEDULES" | "SCAN_QR_CODES" | "VIEW_ANALYTICS")[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCompanySettings: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            booking: {
                                holdMinutes: number;
                                freeCancellationHours: number;
                                lateRefundPercent: number;
                                maxDurationMinutes: number;
                                requiresConfirmation: boolean;
                                checkInOpensMinutes: number;
                                taxRatePercent: number;
                                processingFee: number;
                                payOnSite: boolean;
                            };
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateCompanySettings: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    booking?: {
                        holdMinutes?: number;
                        freeCancellationHours?: number;
                        lateRefundPercent?: number;
                        maxDurationMinutes?: number;
                        requiresConfirmation?: boolean;
                        checkInOpensMinutes?: number;
                        taxRatePercent?: number;
                        processingFee?: number;
                        payOnSite?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            booking: {
                                holdMinutes: number;
                                freeCancellationHours: number;
                                lateRefundPercent: number;
                                maxDurationMinutes: number;
                                requiresConfirmation: boolean;
                                checkInOpensMinutes: number;
                                taxRatePercent: number;
                                processingFee: number;
                                payOnSite: boolean;
                            };
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    resetCompanySettings: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            booking: {
                                holdMinutes: number;
                                freeCancellationHours: number;
                                lateRefundPercent: number;
                                maxDurationMinutes: number;
                                requiresConfirmation: boolean;
                                checkInOpensMinutes: number;
                                taxRatePercent: number;
                                processingFee: number;
                                payOnSite: boolean;
                            };
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listEmployees: {
        parameters: {
            query?: {
                companyId?: string;
                search?: string;
                role?: string[];
                status?: ("active" | "inactive")[];
                employmentType?: ("full_time" | "part_time")[];
                department?: string[];
                hiredFrom?: string;
                hiredTo?: string;
                sort?: "name_asc" | "name_desc" | "hire_date_desc" | "hire_date_asc" | "newest";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            employees: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                userId: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                phone: string | null;
                                position: string;
                                department: string | null;
                                role: string;
                                roleName: string | null;
                                /** @enum {string} */
                                status: "active" | "inactive";
                                /** @enum {string} */
                                employmentType: "full_time" | "part_time";
                                isPartTime: boolean;
                                /** Format: date */
                                hireDate: string;
                                hourlyRate: number | null;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                regularHoursPerWeek: number | null;
                                overtimeRateMultiplier: number;
                                weeklyShifts: {
                                    dayOfWeek: number;
                                    startTime: string;
                                    endTime: string;
                                    /** Format: uuid */
                                    id: string;
                                }[];
                                permissions: ("MANAGE_FIELDS" | "MANAGE_RESERVATIONS" | "MANAGE_SCHEDULES" | "SCAN_QR_CODES" | "VIEW_ANALYTICS")[];
                                customPermissions: boolean;
                                pendingFirstSignIn: boolean;
                                lastActiveAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            roles: {
                                id: string;
                                name: string;
                                description: string | null;
                                permissions: ("MANAGE_FIELDS" | "MANAGE_RESERVATIONS" | "MANAGE_SCHEDULES" | "SCAN_QR_CODES" | "VIEW_ANALYTICS")[];
                                builtIn: boolean;
                                employeeCount: number;
                            }[];
                            permissions: ("MANAGE_FIELDS" | "MANAGE_RESERVATIONS" | "MANAGE_SCHEDULES" | "SCAN_QR_CODES" | "VIEW_ANALYTICS")[];
                            departments: string[];
                            pagination: {
                                page: number;
                                limit: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createEmployee: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    email: string;
                    phone?: string | null;
                    position: string;
                    department?: string | null;
                    role: string;
                    /** Format: date */
                    hireDate: string;
                    /**
                     * @default full_time
                     * @enum {string}
                     */
                    employmentType?: "full_time" | "part_time";
                    hourlyRate?: number | null;
                    regularHoursPerWeek?: number | null;
                    overtimeRateMultiplier?: number;
                    permissions?: ("MANAGE_FIELDS" | "MANAGE_RESERVATIONS" | "MANAGE_SCHEDULES" | "SCAN_QR_CODES" | "VIEW_ANALYTICS")[] | null;
                    weeklyShifts?: {
                        dayOfWeek: number;
                        startTime: string;
                        endTime: string;
                    }[];
                    /** @enum {string} */
                    language?: "en" | "fr" | "ar";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            userId: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            position: string;
                            department: string | null;
                            role: string;
                            roleName: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            /** @enum {string} */
                            employmentType: "full_time" | "part_time";
                            isPartTime: boolean;
                            /** Format: date */
                            hireDate: string;
                            hourlyRate: number | null;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            regularHoursPerWeek: number | null;
                            overtimeRateMultiplier: number;
                            weeklyShifts: {
                                dayOfWeek: number;
                                startTime: string;
                                endTime: string;
                                /** Format: uuid */
                                id: string;
                            }[];
                            permissions: ("MANAGE_FIELDS" | "MANAGE_RESERVATIONS" | "MANAGE_SCHEDULES" | "SCAN_QR_CODES" | "VIEW_ANALYTICS")[];
                            customPermissions: boolean;
                            pendingFirstSignIn: boolean;
                            lastActiveAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteEmployees: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            count: number;
                            employees: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                userId: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                phone: string | null;
                                position: string;
                                department: string | null;
                                role: string;
                                roleName: string | null;
                                /** @enum {string} */
                                status: "active" | "inactive";
                                /** @enum {string} */
                                employmentType: "full_time" | "part_time";
                                isPartTime: boolean;
                                /** Format: date */
                                hireDate: string;
                                hourlyRate: number | null;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                regularHoursPerWeek: number | null;
                                overtimeRateMultiplier: number;
                                weeklyShifts: {
                                    dayOfWeek: number;
                                    startTime: string;
                                    endTime: string;
                                    /** Format: uuid */
                                    id: string;
                                }[];
                                permissions: ("MANAGE_FIELDS" | "MANAGE_RESERVATIONS" | "MANAGE_SCHEDULES" | "SCAN_QR_CODES" | "VIEW_ANALYTICS")[];
                                customPermissions: boolean;
                                pendingFirstSignIn: boolean;
                                lastActiveAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateEmployees: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                    data: {
                        /** @enum {string} */
                        status?: "active" | "inactive";
                        role?: string;
                        department?: string | null;
                        /** @enum {string} */
                        employmentType?: "full_time" | "part_time";
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            count: number;
                            employees: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                userId: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                phone: string | null;
                                position: string;
                                department: string | null;
                                role: string;
                                roleName: string | null;
                                /** @enum {string} */
                                status: "active" | "inactive";
                                /** @enum {string} */
                                employmentType: "full_time" | "part_time";
                                isPartTime: boolean;
                                /** Format: date */
                                hireDate: string;
                                hourlyRate: number | null;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                regularHoursPerWeek: number | null;
                                overtimeRateMultiplier: number;
                                weeklyShifts: {
                                    dayOfWeek: number;
                                    startTime: string;
                                    endTime: string;
                                    /** Format: uuid */
                                    id: string;
                                }[];
                                permissions: ("MANAGE_FIELDS" | "MANAGE_RESERVATIONS" | "MANAGE_SCHEDULES" | "SCAN_QR_CODES" | "VIEW_ANALYTICS")[];
                                customPermissions: boolean;
                                pendingFirstSignIn: boolean;
                                lastActiveAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getEmployee: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            userId: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            position: string;
                            department: string | null;
                            role: string;
                            roleName: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            /** @enum {string} */
                            employmentType: "full_time" | "part_time";
                            isPartTime: boolean;
                            /** Format: date */
                            hireDate: string;
                            hourlyRate: number | null;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            regularHoursPerWeek: number | null;
                            overtimeRateMultiplier: number;
                            weeklyShifts: {
                                dayOfWeek: number;
                                startTime: string;
                                endTime: string;
                                /** Format: uuid */
                                id: string;
                            }[];
                            permissions: ("MANAGE_FIELDS" | "MANAGE_RESERVATIONS" | "MANAGE_SCHEDULES" | "SCAN_QR_CODES" | "VIEW_ANALYTICS")[];
                            customPermissions: boolean;
                            pendingFirstSignIn: boolean;
                            lastActiveAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateEmployee: {
        parameters: {
            query?: {
                companyId?: string;
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
                    firstName?: string;
                    lastName?: string;
                    email?: string;
                    phone?: string | null;
                    position?: string;
                    department?: string | null;
                    role?: string;
                    /** Format: date */
                    hireDate?: string;
                    /** @enum {string} */
                    employmentType?: "full_time" | "part_time";
                    hourlyRate?: number | null;
                    regularHoursPerWeek?: number | null;
                    overtimeRateMultiplier?: number;
                    permissions?: ("MANAGE_FIELDS" | "MANAGE_RESERVATIONS" | "MANAGE_SCHEDULES" | "SCAN_QR_CODES" | "VIEW_ANALYTICS")[] | null;
                    weeklyShifts?: {
                        dayOfWeek: number;
                        startTime: string;
                        endTime: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            userId: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            position: string;
                            department: string | null;
                            role: string;
                            roleName: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            /** @enum {string} */
                            employmentType: "full_time" | "part_time";
                            isPartTime: boolean;
                            /** Format: date */
                            hireDate: string;
                            hourlyRate: number | null;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            regularHoursPerWeek: number | null;
                            overtimeRateMultiplier: number;
                            weeklyShifts: {
                                dayOfWeek: number;
                                startTime: string;
                                endTime: string;
                                /** Format: uuid */
                                id: string;
                            }[];
                            permissions: ("MANAGE_FIELDS" | "MANAGE_RESERVATIONS" | "MANAGE_SCHEDULES" | "SCAN_QR_CODES" | "VIEW_ANALYTICS")[];
                            customPermissions: boolean;
                            pendingFirstSignIn: boolean;
                            lastActiveAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteEmployee: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    activateEmployee: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            userId: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            position: string;
                            department: string | null;
                            role: string;
                            roleName: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            /** @enum {string} */
                            employmentType: "full_time" | "part_time";
                            isPartTime: boolean;
                            /** Format: date */
                            hireDate: string;
                            hourlyRate: number | null;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            regularHoursPerWeek: number | null;
                            overtimeRateMultiplier: number;
                            weeklyShifts: {
                                dayOfWeek: number;
                                startTime: string;
                                endTime: string;
                                /** Format: uuid */
                                id: string;
                            }[];
                            permissions: ("MANAGE_FIELDS" | "MANAGE_RESERVATIONS" | "MANAGE_SCHEDULES" | "SCAN_QR_CODES" | "VIEW_ANALYTICS")[];
                            customPermissions: boolean;
                            pendingFirstSignIn: boolean;
                            lastActiveAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deactivateEmployee: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            userId: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            position: string;
                            department: string | null;
                            role: string;
                            roleName: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            /** @enum {string} */
                            employmentType: "full_time" | "part_time";
                            isPartTime: boolean;
                            /** Format: date */
                            hireDate: string;
                            hourlyRate: number | null;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            regularHoursPerWeek: number | null;
                            overtimeRateMultiplier: number;
                            weeklyShifts: {
                                dayOfWeek: number;
                                startTime: string;
                                endTime: string;
                                /** Format: uuid */
                                id: string;
                            }[];
                            permissions: ("MANAGE_FIELDS" | "MANAGE_RESERVATIONS" | "MANAGE_SCHEDULES" | "SCAN_QR_CODES" | "VIEW_ANALYTICS")[];
                            customPermissions: boolean;
                            pendingFirstSignIn: boolean;
                            lastActiveAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listEmployeeSchedules: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            schedules: {
                                /** Format: uuid */
                                id: string;
                                dayOfWeek: number;
                                startTime: string;
                                endTime: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createEmployeeSchedule: {
        parameters: {
            query?: {
                companyId?: string;
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
                    dayOfWeek: number;
                    startTime: string;
                    endTime: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            dayOfWeek: number;
                            startTime: string;
                            endTime: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateEmployeeSchedule: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
                scheduleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    dayOfWeek: number;
                    startTime: string;
                    endTime: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            dayOfWeek: number;
                            startTime: string;
                            endTime: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteEmployeeSchedule: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
                scheduleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listEmployeeShifts: {
        parameters: {
            query?: {
                companyId?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            shifts: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                employeeId: string;
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                                fieldId: string | null;
                                notes: string | null;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createEmployeeShift: {
        parameters: {
            query?: {
                companyId?: string;
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
                    /** Format: date-time */
                    start: string;
                    /** Format: date-time */
                    end: string;
                    fieldId?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            employeeId: string;
                            /** Format: date-time */
                            start: string;
                            /** Format: date-time */
                            end: string;
                            fieldId: string | null;
                            notes: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateEmployeeShift: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
                shiftId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    start: string;
                    /** Format: date-time */
                    end: string;
                    fieldId?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            employeeId: string;
                            /** Format: date-time */
                            start: string;
                            /** Format: date-time */
                            end: string;
                            fieldId: string | null;
                            notes: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteEmployeeShift: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
                shiftId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getEmployeeAvailability: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            days: {
                                dayOfWeek: number;
                                startTime: string;
                                endTime: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    setEmployeeAvailability: {
        parameters: {
            query?: {
                companyId?: string;
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
                    days: {
                        dayOfWeek: number;
                        startTime: string;
                        endTime: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            days: {
                                dayOfWeek: number;
                                startTime: string;
                                endTime: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listEmployeeRoles: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            roles: {
                                id: string;
                                name: string;
                                description: string | null;
                                permissions: ("MANAGE_FIELDS" | "MANAGE_RESERVATIONS" | "MANAGE_SCHEDULES" | "SCAN_QR_CODES" | "VIEW_ANALYTICS")[];
                                builtIn: boolean;
                                employeeCount: number;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createEmployeeRole: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    permissions: ("MANAGE_FIELDS" | "MANAGE_RESERVATIONS" | "MANAGE_SCHEDULES" | "SCAN_QR_CODES" | "VIEW_ANALYTICS")[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            name: string;
                            description: string | null;
                            permissions: ("MANAGE_FIELDS" | "MANAGE_RESERVATIONS" | "MANAGE_SCHEDULES" | "SCAN_QR_CODES" | "VIEW_ANALYTICS")[];
                            builtIn: boolean;
                            employeeCount: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateEmployeeRole: {
        parameters: {
            query?: {
                companyId?: string;
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
                    name?: string;
                    description?: string | null;
                    permissions?: ("MANAGE_FIELDS" | "MANAGE_RESERVATIONS" | "MANAGE_SCHEDULES" | "SCAN_QR_CODES" | "VIEW_ANALYTICS")[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            name: string;
                            description: string | null;
                            permissions: ("MANAGE_FIELDS" | "MANAGE_RESERVATIONS" | "MANAGE_SCHEDULES" | "SCAN_QR_CODES" | "VIEW_ANALYTICS")[];
                            builtIn: boolean;
                            employeeCount: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteEmployeeRole: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPermissions: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            permissions: ("MANAGE_FIELDS" | "MANAGE_RESERVATIONS" | "MANAGE_SCHEDULES" | "SCAN_QR_CODES" | "VIEW_ANALYTICS")[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCompanyProfile: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            legalName: string | null;
                            description: string;
                            foundedYear: number | null;
                            website: string | null;
                            logoUrl: string | null;
                            coverImageUrl: string | null;
                            businessEmail: string | null;
                            phone: string | null;
                            registeredAddress: {
                                street: string;
                                city: string;
                                state: string;
                                postalCode: string;
                                country: string;
                            } | null;
                            billingAddress: {
                                street: string;
                                city: string;
                                state: string;
                                postalCode: string;
                                country: string;
                            } | null;
                            timezone: string;
                            taxId: string | null;
                            licenseNumber: string | null;
                            registrationNumber: string | null;
                            businessType: string | null;
                            industry: string | null;
                            businessHours: {
                                dayOfWeek: number;
                                open: string;
                                close: string;
                            }[];
                            languages: ("en" | "fr" | "ar")[];
                            currencies: ("USD" | "EUR" | "GBP" | "CAD" | "AUD")[];
                            /** @enum {string} */
                            primaryCurrency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            /** @enum {string} */
                            subscriptionPlan: "basic" | "premium" | "enterprise";
                            insuranceDocuments: {
                                /** Format: uuid */
                                id: string;
                                filename: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                uploadedAt: string;
                                url: string;
                            }[];
                            locations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                street: string;
                                city: string;
                                state: string;
                                postalCode: string;
                                country: string;
                                latitude: number | null;
                                longitude: number | null;
                                phone: string | null;
                                isPrimary: boolean;
                                fieldCount: number;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateCompanyProfile: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            legalName: string | null;
                            description: string;
                            foundedYear: number | null;
                            website: string | null;
                            logoUrl: string | null;
                            coverImageUrl: string | null;
                            businessEmail: string | null;
                            phone: string | null;
                            registeredAddress: {
                                street: string;
                                city: string;
                                state: string;
                                postalCode: string;
                                country: string;
                            } | null;
                            billingAddress: {
                                street: string;
                                city: string;
                                state: string;
                                postalCode: string;
                                country: string;
                            } | null;
                            timezone: string;
                            taxId: string | null;
                            licenseNumber: string | null;
                            registrationNumber: string | null;
                            businessType: string | null;
                            industry: string | null;
                            businessHours: {
                                dayOfWeek: number;
                                open: string;
                                close: string;
                            }[];
                            languages: ("en" | "fr" | "ar")[];
                            currencies: ("USD" | "EUR" | "GBP" | "CAD" | "AUD")[];
                            /** @enum {string} */
                            primaryCurrency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            /** @enum {string} */
                            subscriptionPlan: "basic" | "premium" | "enterprise";
                            insuranceDocuments: {
                                /** Format: uuid */
                                id: string;
                                filename: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                uploadedAt: string;
                                url: string;
                            }[];
                            locations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                street: string;
                                city: string;
                                state: string;
                                postalCode: string;
                                country: string;
                                latitude: number | null;
                                longitude: number | null;
                                phone: string | null;
                                isPrimary: boolean;
                                fieldCount: number;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    uploadCompanyLogo: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            logoUrl: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    removeCompanyLogo: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    uploadCompanyFile: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            type: "image" | "document";
                            url: string;
                            filename: string;
                            contentType: string;
                            size: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    downloadCompanyDocument: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document as it was uploaded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteCompanyDocument: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    upgradeToCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyName: string;
                    timezone?: string;
                    businessEmail?: string;
                    phone?: string;
                    address?: {
                        street: string;
                        city: string;
                        state: string;
                        postalCode: string;
                        country: string;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            accessToken: string;
                            user: {
                                id: string;
                                /** Format: email */
                                email: string;
                                /** @enum {string} */
                                role: "SUPER_ADMIN" | "COMPANY_OWNER" | "EMPLOYEE" | "CUSTOMER";
                                firstName: string;
                                lastName: string;
                                profileImage?: string | null;
                                emailVerified: boolean;
                                companyId?: string | null;
                                mustChangePassword?: boolean;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listCompanyLocations: {
        parameters: {
            query?: {
                companyId?: string;
                search?: string;
                city?: string;
                country?: string;
                isPrimary?: "true" | "false";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            locations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                street: string;
                                city: string;
                                state: string;
                                postalCode: string;
                                country: string;
                                latitude: number | null;
                                longitude: number | null;
                                phone: string | null;
                                isPrimary: boolean;
                                fieldCount: number;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            pagination: {
                                page: number;
                                limit: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createCompanyLocation: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    street: string;
                    city: string;
                    state: string;
                    postalCode: string;
                    country: string;
                    name: string;
                    latitude?: number | null;
                    longitude?: number | null;
                    phone?: string | null;
                    isPrimary?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            street: string;
                            city: string;
                            state: string;
                            postalCode: string;
                            country: string;
                            latitude: number | null;
                            longitude: number | null;
                            phone: string | null;
                            isPrimary: boolean;
                            fieldCount: number;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCompanyLocation: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            street: string;
                            city: string;
                            state: string;
                            postalCode: string;
                            country: string;
                            latitude: number | null;
                            longitude: number | null;
                            phone: string | null;
                            isPrimary: boolean;
                            fieldCount: number;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateCompanyLocation: {
        parameters: {
            query?: {
                companyId?: string;
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
                    street?: string;
                    city?: string;
                    state?: string;
                    postalCode?: string;
                    country?: string;
                    name?: string;
                    latitude?: number | null;
                    longitude?: number | null;
                    phone?: string | null;
                    isPrimary?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            street: string;
                            city: string;
                            state: string;
                            postalCode: string;
                            country: string;
                            latitude: number | null;
                            longitude: number | null;
                            phone: string | null;
                            isPrimary: boolean;
                            fieldCount: number;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteCompanyLocation: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    setPrimaryCompanyLocation: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            street: string;
                            city: string;
                            state: string;
                            postalCode: string;
                            country: string;
                            latitude: number | null;
                            longitude: number | null;
                            phone: string | null;
                            isPrimary: boolean;
                            fieldCount: number;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getIntegrations: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            webhook: {
                                url: string;
                                events: ("booking.awaiting_confirmation" | "booking.confirmed" | "booking.paid" | "booking.cancelled")[];
                                isActive: boolean;
                                secretHint: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            } | null;
                            deliveries: {
                                /** Format: uuid */
                                id: string;
                                event: string;
                                /** @enum {string} */
                                status: "pending" | "delivered" | "failed";
                                attempts: number;
                                responseStatus: number | null;
                                error: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                deliveredAt: string | null;
                            }[];
                            calendarFeedUrl: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    saveWebhook: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: ("booking.awaiting_confirmation" | "booking.confirmed" | "booking.paid" | "booking.cancelled")[];
                    /** @default true */
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            webhook: {
                                url: string;
                                events: ("booking.awaiting_confirmation" | "booking.confirmed" | "booking.paid" | "booking.cancelled")[];
                                isActive: boolean;
                                secretHint: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            secret: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            delivered: boolean;
                            responseStatus: number | null;
                            error: string | null;
                            durationMs: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            webhook: {
                                url: string;
                                events: ("booking.awaiting_confirmation" | "booking.confirmed" | "booking.paid" | "booking.cancelled")[];
                                isActive: boolean;
                                secretHint: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            secret: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    rotateCalendarFeed: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            calendarFeedUrl: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listEmailTemplates: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            templates: {
                                id: string;
                                /** @enum {string} */
                                kind: "confirmed" | "awaitingConfirmation" | "paid" | "cancelled" | "reminderDayBefore" | "reminderSoon";
                                /** @enum {string} */
                                language: "en" | "fr" | "ar";
                                subject: string;
                                body: string;
                                closing: string;
                                defaultSubject: string;
                                defaultBody: string;
                                defaultClosing: string;
                                isCustom: boolean;
                                updatedAt: string | null;
                            }[];
                            placeholders: ("customer" | "field" | "company" | "date" | "start" | "end" | "timezone" | "number" | "code" | "total" | "amount" | "method" | "reason" | "arriveMinutes" | "refundDays")[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateEmailTemplate: {
        parameters: {
            query?: {
                companyId?: string;
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
                    subject: string;
                    body: string;
                    /** @default  */
                    closing?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "confirmed" | "awaitingConfirmation" | "paid" | "cancelled" | "reminderDayBefore" | "reminderSoon";
                            /** @enum {string} */
                            language: "en" | "fr" | "ar";
                            subject: string;
                            body: string;
                            closing: string;
                            defaultSubject: string;
                            defaultBody: string;
                            defaultClosing: string;
                            isCustom: boolean;
                            updatedAt: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    saveEmailTemplate: {
        parameters: {
            query?: {
                companyId?: string;
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
                    subject: string;
                    body: string;
                    /** @default  */
                    closing?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "confirmed" | "awaitingConfirmation" | "paid" | "cancelled" | "reminderDayBefore" | "reminderSoon";
                            /** @enum {string} */
                            language: "en" | "fr" | "ar";
                            subject: string;
                            body: string;
                            closing: string;
                            defaultSubject: string;
                            defaultBody: string;
                            defaultClosing: string;
                            isCustom: boolean;
                            updatedAt: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    resetEmailTemplate: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "confirmed" | "awaitingConfirmation" | "paid" | "cancelled" | "reminderDayBefore" | "reminderSoon";
                            /** @enum {string} */
                            language: "en" | "fr" | "ar";
                            subject: string;
                            body: string;
                            closing: string;
                            defaultSubject: string;
                            defaultBody: string;
                            defaultClosing: string;
                            isCustom: boolean;
                            updatedAt: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    previewEmailTemplate: {
        parameters: {
            query?: {
                companyId?: string;
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
                    subject: string;
                    body: string;
                    /** @default  */
                    closing?: string;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            subject: string;
                            html: string;
                            text: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    sendEmailTemplateTest: {
        parameters: {
            query?: {
                companyId?: string;
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
                    email?: string;
                    subject?: string;
                    body?: string;
                    closing?: string;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            sentTo: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listEmailTemplatesAtFormerPath: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            templates: {
                                id: string;
                                /** @enum {string} */
                                kind: "confirmed" | "awaitingConfirmation" | "paid" | "cancelled" | "reminderDayBefore" | "reminderSoon";
                                /** @enum {string} */
                                language: "en" | "fr" | "ar";
                                subject: string;
                                body: string;
                                closing: string;
                                defaultSubject: string;
                                defaultBody: string;
                                defaultClosing: string;
                                isCustom: boolean;
                                updatedAt: string | null;
                            }[];
                            placeholders: ("customer" | "field" | "company" | "date" | "start" | "end" | "timezone" | "number" | "code" | "total" | "amount" | "method" | "reason" | "arriveMinutes" | "refundDays")[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateEmailTemplateAtFormerPath: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                kind: "confirmed" | "awaitingConfirmation" | "paid" | "cancelled" | "reminderDayBefore" | "reminderSoon";
                language: "en" | "fr" | "ar";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    body: string;
                    /** @default  */
                    closing?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "confirmed" | "awaitingConfirmation" | "paid" | "cancelled" | "reminderDayBefore" | "reminderSoon";
                            /** @enum {string} */
                            language: "en" | "fr" | "ar";
                            subject: string;
                            body: string;
                            closing: string;
                            defaultSubject: string;
                            defaultBody: string;
                            defaultClosing: string;
                            isCustom: boolean;
                            updatedAt: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    resetEmailTemplateAtFormerPath: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                kind: "confirmed" | "awaitingConfirmation" | "paid" | "cancelled" | "reminderDayBefore" | "reminderSoon";
                language: "en" | "fr" | "ar";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "confirmed" | "awaitingConfirmation" | "paid" | "cancelled" | "reminderDayBefore" | "reminderSoon";
                            /** @enum {string} */
                            language: "en" | "fr" | "ar";
                            subject: string;
                            body: string;
                            closing: string;
                            defaultSubject: string;
                            defaultBody: string;
                            defaultClosing: string;
                            isCustom: boolean;
                            updatedAt: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    previewEmailTemplateAtFormerPath: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                kind: "confirmed" | "awaitingConfirmation" | "paid" | "cancelled" | "reminderDayBefore" | "reminderSoon";
                language: "en" | "fr" | "ar";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    body: string;
                    /** @default  */
                    closing?: string;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            subject: string;
                            html: string;
                            text: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    sendEmailTemplateTestAtFormerPath: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                kind: "confirmed" | "awaitingConfirmation" | "paid" | "cancelled" | "reminderDayBefore" | "reminderSoon";
                language: "en" | "fr" | "ar";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    subject?: string;
                    body?: string;
                    closing?: string;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            sentTo: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listActivityLog: {
        parameters: {
            query?: {
                companyId?: string;
                actorId?: string;
                action?: string;
                targetType?: "field" | "booking" | "payment" | "employee" | "location" | "settings" | "integration" | "email_template" | "company";
                targetId?: string;
                from?: string;
                to?: string;
                search?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            logs: {
                                /** Format: uuid */
                                id: string;
                                action: string;
                                /** @enum {string} */
                                targetType: "field" | "booking" | "payment" | "employee" | "location" | "settings" | "integration" | "email_template" | "company";
                                targetId: string | null;
                                targetLabel: string | null;
                                actor: {
                                    id: string | null;
                                    name: string;
                                };
                                details: {
                                    [key: string]: unknown;
                                };
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            pagination: {
                                page: number;
                                limit: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    exportActivityLog: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default csv
                     * @enum {string}
                     */
                    format?: "csv";
                    /** @default {} */
                    filters?: {
                        /** Format: uuid */
                        actorId?: string;
                        action?: string;
                        /** @enum {string} */
                        targetType?: "field" | "booking" | "payment" | "employee" | "location" | "settings" | "integration" | "email_template" | "company";
                        /** Format: date */
                        from?: string;
                        /** Format: date */
                        to?: string;
                        search?: string;
                    };
                };
            };
        };
        responses: {
            /** @description The CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCompanyHealth: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            status: "healthy" | "attention";
                            /** Format: date-time */
                            checkedAt: string;
                            checks: {
                                /** @enum {string} */
                                id: "bookable_fields" | "fields_without_schedule" | "stale_confirmations" | "failed_webhooks";
                                /** @enum {string} */
                                status: "ok" | "warning";
                                count: number;
                                actionUrl: string | null;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCompanyDashboard: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            revenueToday: {
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                amount: number;
                            }[];
                            revenueThisWeek: {
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                amount: number;
                            }[];
                            revenueThisMonth: {
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                amount: number;
                            }[];
                            revenuePreviousMonth: {
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                amount: number;
                            }[];
                            revenueGrowth: {
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                growth: number;
                            }[];
                            totalBookingsToday: number;
                            totalBookingsThisWeek: number;
                            totalBookingsThisMonth: number;
                            bookingsGrowth: number;
                            gamesToday: number;
                            gamesThisWeek: number;
                            gamesThisMonth: number;
                            totalCustomers: number;
                            newCustomersThisMonth: number;
                            customerGrowth: number;
                            totalFields: number;
                            activeFields: number;
                            occupancy: number;
                            recentBookings: {
                                /** Format: uuid */
                                id: string;
                                bookingNumber: string;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled";
                                awaitingConfirmation: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                totalPrice: number;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                field: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                };
                                user: {
                                    /** Format: uuid */
                                    id: string;
                                    firstName: string;
                                    lastName: string;
                                };
                            }[];
                            /** @enum {string} */
                            primaryCurrency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            timezone: string;
                            /** Format: date-time */
                            generatedAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCompanyAnalytics: {
        parameters: {
            query?: {
                period?: "7d" | "30d" | "3m" | "custom";
                startDate?: string;
                endDate?: string;
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            period: "7d" | "30d" | "3m" | "custom";
                            /** Format: date */
                            startDate: string;
                            /** Format: date */
                            endDate: string;
                            timezone: string;
                            /** @enum {string} */
                            primaryCurrency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            currencies: ("USD" | "EUR" | "GBP" | "CAD" | "AUD")[];
                            totals: {
                                collected: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                refunded: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                revenue: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                bookingsMade: number;
                                gamesPlayed: number;
                                cancelled: number;
                                customers: number;
                                bookingsMadeByCurrency: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    count: number;
                                }[];
                                bookingValue: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                averageBookingValue: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                            };
                            revenueByDay: {
                                /** Format: date */
                                date: string;
                                revenue: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                bookingsMade: number;
                                gamesPlayed: number;
                            }[];
                            bookingsByStatus: {
                                /** @enum {string} */
                                status: "confirmed" | "awaiting_confirmation" | "checked_in" | "cancelled";
                                count: number;
                            }[];
                            bookingsByField: {
                                /** Format: uuid */
                                fieldId: string;
                                fieldName: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                bookingsMade: number;
                                gamesPlayed: number;
                                revenue: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                            }[];
                            heatmap: {
                                dayOfWeek: number;
                                hour: number;
                                games: number;
                            }[];
                            topCustomers: {
                                /** Format: uuid */
                                customerId: string;
                                name: string;
                                email: string | null;
                                bookings: number;
                                spent: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCompanyRevenue: {
        parameters: {
            query?: {
                period?: "7d" | "30d" | "3m" | "custom";
                startDate?: string;
                endDate?: string;
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            period: "7d" | "30d" | "3m" | "custom";
                            /** Format: date */
                            startDate: string;
                            /** Format: date */
                            endDate: string;
                            timezone: string;
                            /** @enum {string} */
                            primaryCurrency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            currencies: ("USD" | "EUR" | "GBP" | "CAD" | "AUD")[];
                            totals: {
                                collected: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                refunded: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                revenue: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                bookingsMade: number;
                                gamesPlayed: number;
                                cancelled: number;
                                customers: number;
                                bookingsMadeByCurrency: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    count: number;
                                }[];
                                bookingValue: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                averageBookingValue: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                            };
                            revenueByDay: {
                                /** Format: date */
                                date: string;
                                revenue: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                bookingsMade: number;
                                gamesPlayed: number;
                            }[];
                            bookingsByField: {
                                /** Format: uuid */
                                fieldId: string;
                                fieldName: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                bookingsMade: number;
                                gamesPlayed: number;
                                revenue: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCompanyBookingFigures: {
        parameters: {
            query?: {
                period?: "7d" | "30d" | "3m" | "custom";
                startDate?: string;
                endDate?: string;
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            period: "7d" | "30d" | "3m" | "custom";
                            /** Format: date */
                            startDate: string;
                            /** Format: date */
                            endDate: string;
                            timezone: string;
                            /** @enum {string} */
                            primaryCurrency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            currencies: ("USD" | "EUR" | "GBP" | "CAD" | "AUD")[];
                            totals: {
                                collected: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                refunded: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                revenue: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                bookingsMade: number;
                                gamesPlayed: number;
                                cancelled: number;
                                customers: number;
                                bookingsMadeByCurrency: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    count: number;
                                }[];
                                bookingValue: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                averageBookingValue: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                            };
                            revenueByDay: {
                                /** Format: date */
                                date: string;
                                revenue: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                bookingsMade: number;
                                gamesPlayed: number;
                            }[];
                            bookingsByStatus: {
                                /** @enum {string} */
                                status: "confirmed" | "awaiting_confirmation" | "checked_in" | "cancelled";
                                count: number;
                            }[];
                            bookingsByField: {
                                /** Format: uuid */
                                fieldId: string;
                                fieldName: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                bookingsMade: number;
                                gamesPlayed: number;
                                revenue: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCompanyTopCustomers: {
        parameters: {
            query?: {
                period?: "7d" | "30d" | "3m" | "custom";
                startDate?: string;
                endDate?: string;
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            period: "7d" | "30d" | "3m" | "custom";
                            /** Format: date */
                            startDate: string;
                            /** Format: date */
                            endDate: string;
                            timezone: string;
                            /** @enum {string} */
                            primaryCurrency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            currencies: ("USD" | "EUR" | "GBP" | "CAD" | "AUD")[];
                            totals: {
                                collected: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                refunded: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                revenue: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                bookingsMade: number;
                                gamesPlayed: number;
                                cancelled: number;
                                customers: number;
                                bookingsMadeByCurrency: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    count: number;
                                }[];
                                bookingValue: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                averageBookingValue: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                            };
                            topCustomers: {
                                /** Format: uuid */
                                customerId: string;
                                name: string;
                                email: string | null;
                                bookings: number;
                                spent: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCompanyFieldUtilization: {
        parameters: {
            query?: {
                period?: "7d" | "30d" | "3m" | "custom";
                startDate?: string;
                endDate?: string;
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            period: "7d" | "30d" | "3m" | "custom";
                            /** Format: date */
                            startDate: string;
                            /** Format: date */
                            endDate: string;
                            timezone: string;
                            /** @enum {string} */
                            primaryCurrency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            currencies: ("USD" | "EUR" | "GBP" | "CAD" | "AUD")[];
                            heatmap: {
                                dayOfWeek: number;
                                hour: number;
                                games: number;
                            }[];
                            bookingsByField: {
                                /** Format: uuid */
                                fieldId: string;
                                fieldName: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                bookingsMade: number;
                                gamesPlayed: number;
                                revenue: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    exportCompanyAnalytics: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default 30d
                     * @enum {string}
                     */
                    period?: "7d" | "30d" | "3m" | "custom";
                    /** Format: date */
                    startDate?: string;
                    /** Format: date */
                    endDate?: string;
                    /**
                     * @default csv
                     * @enum {string}
                     */
                    format?: "csv" | "pdf";
                    /** @default false */
                    email?: boolean;
                };
            };
        };
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/pdf": string;
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSubscription: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            plan: "basic" | "premium" | "enterprise";
                            /** @enum {string} */
                            status: "active" | "past_due";
                            /** Format: date-time */
                            currentPeriodStart: string;
                            /** Format: date-time */
                            currentPeriodEnd: string;
                            cancelAtPeriodEnd: boolean;
                            credit: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            priceMonthly: number;
                            limits: {
                                /** @description null: unlimited */
                                fields: number | null;
                                /** @description null: unlimited */
                                employees: number | null;
                                /** @description null: unlimited */
                                locations: number | null;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    changeSubscriptionPlan: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    planId: "basic" | "premium" | "enterprise";
                    /** Format: uuid */
                    paymentMethodId?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            subscription: {
                                /** @enum {string} */
                                plan: "basic" | "premium" | "enterprise";
                                /** @enum {string} */
                                status: "active" | "past_due";
                                /** Format: date-time */
                                currentPeriodStart: string;
                                /** Format: date-time */
                                currentPeriodEnd: string;
                                cancelAtPeriodEnd: boolean;
                                credit: number;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                priceMonthly: number;
                                limits: {
                                    /** @description null: unlimited */
                                    fields: number | null;
                                    /** @description null: unlimited */
                                    employees: number | null;
                                    /** @description null: unlimited */
                                    locations: number | null;
                                };
                            };
                            invoice: {
                                /** Format: uuid */
                                id: string;
                                number: string;
                                /** @enum {string} */
                                kind: "plan_change" | "renewal";
                                /** @enum {string} */
                                plan: "basic" | "premium" | "enterprise";
                                previousPlan: ("basic" | "premium" | "enterprise") | null;
                                /** @enum {string} */
                                status: "paid" | "failed";
                                lines: {
                                    /** @enum {string} */
                                    kind: "plan" | "unused_time" | "credit_applied";
                                    plan: ("basic" | "premium" | "enterprise") | null;
                                    amount: number;
                                    from: string | null;
                                    to: string | null;
                                }[];
                                amount: number;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                /** Format: date-time */
                                periodStart: string;
                                /** Format: date-time */
                                periodEnd: string;
                                cardBrand: ("visa" | "mastercard" | "amex" | "discover" | "unknown") | null;
                                cardLast4: string | null;
                                failureCode: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            } | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The payment was refused */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cancelSubscription: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            plan: "basic" | "premium" | "enterprise";
                            /** @enum {string} */
                            status: "active" | "past_due";
                            /** Format: date-time */
                            currentPeriodStart: string;
                            /** Format: date-time */
                            currentPeriodEnd: string;
                            cancelAtPeriodEnd: boolean;
                            credit: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            priceMonthly: number;
                            limits: {
                                /** @description null: unlimited */
                                fields: number | null;
                                /** @description null: unlimited */
                                employees: number | null;
                                /** @description null: unlimited */
                                locations: number | null;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    resumeSubscription: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            plan: "basic" | "premium" | "enterprise";
                            /** @enum {string} */
                            status: "active" | "past_due";
                            /** Format: date-time */
                            currentPeriodStart: string;
                            /** Format: date-time */
                            currentPeriodEnd: string;
                            cancelAtPeriodEnd: boolean;
                            credit: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            priceMonthly: number;
                            limits: {
                                /** @description null: unlimited */
                                fields: number | null;
                                /** @description null: unlimited */
                                employees: number | null;
                                /** @description null: unlimited */
                                locations: number | null;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPlanUsage: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            plan: "basic" | "premium" | "enterprise";
                            fields: {
                                used: number;
                                /** @description null: unlimited */
                                limit: number | null;
                            };
                            employees: {
                                used: number;
                                /** @description null: unlimited */
                                limit: number | null;
                            };
                            locations: {
                                used: number;
                                /** @description null: unlimited */
                                limit: number | null;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                companyId?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            invoices: {
                                /** Format: uuid */
                                id: string;
                                number: string;
                                /** @enum {string} */
                                kind: "plan_change" | "renewal";
                                /** @enum {string} */
                                plan: "basic" | "premium" | "enterprise";
                                previousPlan: ("basic" | "premium" | "enterprise") | null;
                                /** @enum {string} */
                                status: "paid" | "failed";
                                lines: {
                                    /** @enum {string} */
                                    kind: "plan" | "unused_time" | "credit_applied";
                                    plan: ("basic" | "premium" | "enterprise") | null;
                                    amount: number;
                                    from: string | null;
                                    to: string | null;
                                }[];
                                amount: number;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                /** Format: date-time */
                                periodStart: string;
                                /** Format: date-time */
                                periodEnd: string;
                                cardBrand: ("visa" | "mastercard" | "amex" | "discover" | "unknown") | null;
                                cardLast4: string | null;
                                failureCode: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            pagination: {
                                page: number;
                                limit: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    downloadInvoice: {
        parameters: {
            query?: {
                lang?: "en" | "fr" | "ar";
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listCompanyPaymentMethods: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            brand: "visa" | "mastercard" | "amex" | "discover" | "unknown";
                            last4: string;
                            expMonth: number;
                            expYear: number;
                            holder: string;
                            billingAddress: {
                                line1: string;
                                line2?: string;
                                city: string;
                                postalCode: string;
                                country: string;
                            } | null;
                            isDefault: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createCompanyPaymentMethod: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    card: {
                        number: string;
                        expMonth: number;
                        expYear: number;
                        cvc: string;
                        holder: string;
                    };
                    billingAddress?: {
                        line1: string;
                        line2?: string;
                        city: string;
                        postalCode: string;
                        country: string;
                    };
                    makeDefault?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            brand: "visa" | "mastercard" | "amex" | "discover" | "unknown";
                            last4: string;
                            expMonth: number;
                            expYear: number;
                            holder: string;
                            billingAddress: {
                                line1: string;
                                line2?: string;
                                city: string;
                                postalCode: string;
                                country: string;
                            } | null;
                            isDefault: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The payment was refused */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateCompanyPaymentMethod: {
        parameters: {
            query?: {
                companyId?: string;
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
                    holder?: string;
                    billingAddress?: {
                        line1: string;
                        line2?: string;
                        city: string;
                        postalCode: string;
                        country: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            brand: "visa" | "mastercard" | "amex" | "discover" | "unknown";
                            last4: string;
                            expMonth: number;
                            expYear: number;
                            holder: string;
                            billingAddress: {
                                line1: string;
                                line2?: string;
                                city: string;
                                postalCode: string;
                                country: string;
                            } | null;
                            isDefault: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteCompanyPaymentMethod: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    setDefaultCompanyPaymentMethod: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            brand: "visa" | "mastercard" | "amex" | "discover" | "unknown";
                            last4: string;
                            expMonth: number;
                            expYear: number;
                            holder: string;
                            billingAddress: {
                                line1: string;
                                line2?: string;
                                city: string;
                                postalCode: string;
                                country: string;
                            } | null;
                            isDefault: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    exportCompanyData: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default json
                     * @enum {string}
                     */
                    format?: "json" | "csv";
                };
            };
        };
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                    "text/csv": string;
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    importCompanyData: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            created: {
                                locations: number;
                                fields: number;
                                employees: number;
                            };
                            skipped: {
                                locations: number;
                                fields: number;
                                employees: number;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listSubscriptionPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            id: "basic" | "premium" | "enterprise";
                            priceMonthly: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            /** @enum {string} */
                            interval: "month";
                            limits: {
                                /** @description null: unlimited */
                                fields: number | null;
                                /** @description null: unlimited */
                                employees: number | null;
                                /** @description null: unlimited */
                                locations: number | null;
                            };
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listCompanyFields: {
        parameters: {
            query?: {
                state?: "published" | "draft" | "archived";
                search?: string;
                page?: number;
                limit?: number;
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            fields: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                sportType: "football" | "basketball" | "tennis" | "volleyball" | "hockey" | "badminton" | "squash" | "multi_purpose";
                                /** @enum {string} */
                                surfaceType: "grass" | "artificial_turf" | "concrete" | "wood" | "clay" | "rubber";
                                indoor: boolean;
                                capacity: number;
                                basePricePerHour: number;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                city: string;
                                country: string;
                                latitude: number;
                                longitude: number;
                                primaryImageUrl: string | null;
                                amenities: ("parking" | "lighting" | "changing_rooms" | "toilets" | "refreshments" | "first_aid" | "equipment_hire" | "spectator_seating" | "air_conditioning" | "heating" | "wifi" | "security" | "wheelchair_accessible" | "sound_system" | "scoreboard")[];
                                companyName: string;
                                distanceKm?: number;
                                /** @enum {string} */
                                publicationState: "published" | "draft" | "archived";
                                /** @enum {string} */
                                status: "active" | "inactive";
                                imageCount: number;
                                scheduleCount: number;
                                /** Format: date-time */
                                updatedAt: string;
                            }[];
                            pagination: {
                                page: number;
                                limit: number;
                                total: number;
                                totalPages: number;
                            };
                            counts: {
                                published: number;
                                draft: number;
                                archived: number;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getField: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            sportType: "football" | "basketball" | "tennis" | "volleyball" | "hockey" | "badminton" | "squash" | "multi_purpose";
                            /** @enum {string} */
                            surfaceType: "grass" | "artificial_turf" | "concrete" | "wood" | "clay" | "rubber";
                            indoor: boolean;
                            capacity: number;
                            minPlayers: number | null;
                            maxPlayers: number | null;
                            length: number | null;
                            width: number | null;
                            address: string;
                            city: string;
                            state: string;
                            postalCode: string;
                            country: string;
                            latitude: number;
                            longitude: number;
                            lighting: boolean;
                            roofed: boolean;
                            equipment: string[];
                            rules: string[];
                            amenities: ("parking" | "lighting" | "changing_rooms" | "toilets" | "refreshments" | "first_aid" | "equipment_hire" | "spectator_seating" | "air_conditioning" | "heating" | "wifi" | "security" | "wheelchair_accessible" | "sound_system" | "scoreboard")[];
                            /** @enum {string} */
                            status: "active" | "inactive";
                            basePricePerHour: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            timezone: string;
                            locationId: string | null;
                            /** @enum {string} */
                            publicationState: "published" | "draft" | "archived";
                            images: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                            }[];
                            schedules: {
                                /** Format: uuid */
                                id: string;
                                dayOfWeek: number;
                                openTime: string;
                                closeTime: string;
                                slotDuration: number;
                                breakDuration: number;
                                isActive: boolean;
                            }[];
                            pricingRules: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                priceMultiplier: number;
                                priority: number;
                                startTime: string | null;
                                endTime: string | null;
                                dayOfWeek: number | null;
                                minDuration: number | null;
                                startDate: string | null;
                                endDate: string | null;
                                isActive: boolean;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            bookingPolicy: {
                                maxDurationMinutes: number;
                                holdMinutes: number;
                                payOnSite: boolean;
                                requiresConfirmation: boolean;
                                freeCancellationHours: number;
                                lateRefundPercent: number;
                                checkInOpensMinutes: number;
                            };
                            publishedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateField: {
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
                    name?: string;
                    description?: string;
                    /** @enum {string} */
                    sportType?: "football" | "basketball" | "tennis" | "volleyball" | "hockey" | "badminton" | "squash" | "multi_purpose";
                    /** @enum {string} */
                    surfaceType?: "grass" | "artificial_turf" | "concrete" | "wood" | "clay" | "rubber";
                    indoor?: boolean;
                    capacity?: number;
                    minPlayers?: number | null;
                    maxPlayers?: number | null;
                    length?: number | null;
                    width?: number | null;
                    address?: string;
                    city?: string;
                    state?: string;
                    postalCode?: string;
                    country?: string;
                    latitude?: number;
                    longitude?: number;
                    lighting?: boolean;
                    roofed?: boolean;
                    equipment?: string[];
                    rules?: string[];
                    amenities?: ("parking" | "lighting" | "changing_rooms" | "toilets" | "refreshments" | "first_aid" | "equipment_hire" | "spectator_seating" | "air_conditioning" | "heating" | "wifi" | "security" | "wheelchair_accessible" | "sound_system" | "scoreboard")[];
                    /** @enum {string} */
                    status?: "active" | "inactive";
                    basePricePerHour?: number;
                    /** @enum {string} */
                    currency?: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                    timezone?: string;
                    locationId?: string | null;
                    schedules?: {
                        dayOfWeek: number;
                        openTime: string;
                        closeTime: string;
                        /** @default 60 */
                        slotDuration?: number;
                        /** @default 0 */
                        breakDuration?: number;
                        /** @default true */
                        isActive?: boolean;
                    }[];
                    pricingRules?: {
                        name: string;
                        priceMultiplier: number;
                        priority: number;
                        /** @default null */
                        startTime?: string | null;
                        /** @default null */
                        endTime?: string | null;
                        /** @default null */
                        dayOfWeek?: number | null;
                        /** @default null */
                        minDuration?: number | null;
                        /** @default null */
                        startDate?: string | null;
                        /** @default null */
                        endDate?: string | null;
                        /** @default true */
                        isActive?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            sportType: "football" | "basketball" | "tennis" | "volleyball" | "hockey" | "badminton" | "squash" | "multi_purpose";
                            /** @enum {string} */
                            surfaceType: "grass" | "artificial_turf" | "concrete" | "wood" | "clay" | "rubber";
                            indoor: boolean;
                            capacity: number;
                            minPlayers: number | null;
                            maxPlayers: number | null;
                            length: number | null;
                            width: number | null;
                            address: string;
                            city: string;
                            state: string;
                            postalCode: string;
                            country: string;
                            latitude: number;
                            longitude: number;
                            lighting: boolean;
                            roofed: boolean;
                            equipment: string[];
                            rules: string[];
                            amenities: ("parking" | "lighting" | "changing_rooms" | "toilets" | "refreshments" | "first_aid" | "equipment_hire" | "spectator_seating" | "air_conditioning" | "heating" | "wifi" | "security" | "wheelchair_accessible" | "sound_system" | "scoreboard")[];
                            /** @enum {string} */
                            status: "active" | "inactive";
                            basePricePerHour: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            timezone: string;
                            locationId: string | null;
                            /** @enum {string} */
                            publicationState: "published" | "draft" | "archived";
                            images: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                            }[];
                            schedules: {
                                /** Format: uuid */
                                id: string;
                                dayOfWeek: number;
                                openTime: string;
                                closeTime: string;
                                slotDuration: number;
                                breakDuration: number;
                                isActive: boolean;
                            }[];
                            pricingRules: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                priceMultiplier: number;
                                priority: number;
                                startTime: string | null;
                                endTime: string | null;
                                dayOfWeek: number | null;
                                minDuration: number | null;
                                startDate: string | null;
                                endDate: string | null;
                                isActive: boolean;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            bookingPolicy: {
                                maxDurationMinutes: number;
                                holdMinutes: number;
                                payOnSite: boolean;
                                requiresConfirmation: boolean;
                                freeCancellationHours: number;
                                lateRefundPercent: number;
                                checkInOpensMinutes: number;
                            };
                            publishedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteField: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    searchFields: {
        parameters: {
            query?: {
                search?: string;
                sportType?: ("football" | "basketball" | "tennis" | "volleyball" | "hockey" | "badminton" | "squash" | "multi_purpose")[];
                surfaceType?: ("grass" | "artificial_turf" | "concrete" | "wood" | "clay" | "rubber")[];
                amenities?: ("parking" | "lighting" | "changing_rooms" | "toilets" | "refreshments" | "first_aid" | "equipment_hire" | "spectator_seating" | "air_conditioning" | "heating" | "wifi" | "security" | "wheelchair_accessible" | "sound_system" | "scoreboard")[];
                indoor?: "0" | "1" | "true" | "false";
                minPrice?: number;
                maxPrice?: number;
                minCapacity?: number;
                maxCapacity?: number;
                date?: string;
                startTime?: string;
                endTime?: string;
                lat?: number;
                lng?: number;
                radiusKm?: number;
                sort?: "newest" | "name_asc" | "name_desc" | "price_asc" | "price_desc" | "capacity_desc" | "capacity_asc" | "distance";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            fields: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                sportType: "football" | "basketball" | "tennis" | "volleyball" | "hockey" | "badminton" | "squash" | "multi_purpose";
                                /** @enum {string} */
                                surfaceType: "grass" | "artificial_turf" | "concrete" | "wood" | "clay" | "rubber";
                                indoor: boolean;
                                capacity: number;
                                basePricePerHour: number;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                city: string;
                                country: string;
                                latitude: number;
                                longitude: number;
                                primaryImageUrl: string | null;
                                amenities: ("parking" | "lighting" | "changing_rooms" | "toilets" | "refreshments" | "first_aid" | "equipment_hire" | "spectator_seating" | "air_conditioning" | "heating" | "wifi" | "security" | "wheelchair_accessible" | "sound_system" | "scoreboard")[];
                                companyName: string;
                                distanceKm?: number;
                            }[];
                            pagination: {
                                page: number;
                                limit: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createField: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @enum {string} */
                    sportType: "football" | "basketball" | "tennis" | "volleyball" | "hockey" | "badminton" | "squash" | "multi_purpose";
                    /** @enum {string} */
                    surfaceType: "grass" | "artificial_turf" | "concrete" | "wood" | "clay" | "rubber";
                    indoor: boolean;
                    capacity: number;
                    /** @default null */
                    minPlayers?: number | null;
                    /** @default null */
                    maxPlayers?: number | null;
                    /** @default null */
                    length?: number | null;
                    /** @default null */
                    width?: number | null;
                    address: string;
                    city: string;
                    /** @default  */
                    state?: string;
                    /** @default  */
                    postalCode?: string;
                    country: string;
                    latitude: number;
                    longitude: number;
                    /** @default false */
                    lighting?: boolean;
                    /** @default false */
                    roofed?: boolean;
                    /** @default [] */
                    equipment?: string[];
                    /** @default [] */
                    rules?: string[];
                    /** @default [] */
                    amenities?: ("parking" | "lighting" | "changing_rooms" | "toilets" | "refreshments" | "first_aid" | "equipment_hire" | "spectator_seating" | "air_conditioning" | "heating" | "wifi" | "security" | "wheelchair_accessible" | "sound_system" | "scoreboard")[];
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "inactive";
                    basePricePerHour: number;
                    /** @enum {string} */
                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                    timezone?: string;
                    /** @default null */
                    locationId?: string | null;
                    schedules?: {
                        dayOfWeek: number;
                        openTime: string;
                        closeTime: string;
                        /** @default 60 */
                        slotDuration?: number;
                        /** @default 0 */
                        breakDuration?: number;
                        /** @default true */
                        isActive?: boolean;
                    }[];
                    pricingRules?: {
                        name: string;
                        priceMultiplier: number;
                        priority: number;
                        /** @default null */
                        startTime?: string | null;
                        /** @default null */
                        endTime?: string | null;
                        /** @default null */
                        dayOfWeek?: number | null;
                        /** @default null */
                        minDuration?: number | null;
                        /** @default null */
                        startDate?: string | null;
                        /** @default null */
                        endDate?: string | null;
                        /** @default true */
                        isActive?: boolean;
                    }[];
                    /** @default false */
                    publish?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            sportType: "football" | "basketball" | "tennis" | "volleyball" | "hockey" | "badminton" | "squash" | "multi_purpose";
                            /** @enum {string} */
                            surfaceType: "grass" | "artificial_turf" | "concrete" | "wood" | "clay" | "rubber";
                            indoor: boolean;
                            capacity: number;
                            minPlayers: number | null;
                            maxPlayers: number | null;
                            length: number | null;
                            width: number | null;
                            address: string;
                            city: string;
                            state: string;
                            postalCode: string;
                            country: string;
                            latitude: number;
                            longitude: number;
                            lighting: boolean;
                            roofed: boolean;
                            equipment: string[];
                            rules: string[];
                            amenities: ("parking" | "lighting" | "changing_rooms" | "toilets" | "refreshments" | "first_aid" | "equipment_hire" | "spectator_seating" | "air_conditioning" | "heating" | "wifi" | "security" | "wheelchair_accessible" | "sound_system" | "scoreboard")[];
                            /** @enum {string} */
                            status: "active" | "inactive";
                            basePricePerHour: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            timezone: string;
                            locationId: string | null;
                            /** @enum {string} */
                            publicationState: "published" | "draft" | "archived";
                            images: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                            }[];
                            schedules: {
                                /** Format: uuid */
                                id: string;
                                dayOfWeek: number;
                                openTime: string;
                                closeTime: string;
                                slotDuration: number;
                                breakDuration: number;
                                isActive: boolean;
                            }[];
                            pricingRules: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                priceMultiplier: number;
                                priority: number;
                                startTime: string | null;
                                endTime: string | null;
                                dayOfWeek: number | null;
                                minDuration: number | null;
                                startDate: string | null;
                                endDate: string | null;
                                isActive: boolean;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            bookingPolicy: {
                                maxDurationMinutes: number;
                                holdMinutes: number;
                                payOnSite: boolean;
                                requiresConfirmation: boolean;
                                freeCancellationHours: number;
                                lateRefundPercent: number;
                                checkInOpensMinutes: number;
                            };
                            publishedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request is understood but breaks a rule */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    setFieldStatus: {
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
                    status: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            sportType: "football" | "basketball" | "tennis" | "volleyball" | "hockey" | "badminton" | "squash" | "multi_purpose";
                            /** @enum {string} */
                            surfaceType: "grass" | "artificial_turf" | "concrete" | "wood" | "clay" | "rubber";
                            indoor: boolean;
                            capacity: number;
                            minPlayers: number | null;
                            maxPlayers: number | null;
                            length: number | null;
                            width: number | null;
                            address: string;
                            city: string;
                            state: string;
                            postalCode: string;
                            country: string;
                            latitude: number;
                            longitude: number;
                            lighting: boolean;
                            roofed: boolean;
                            equipment: string[];
                            rules: string[];
                            amenities: ("parking" | "lighting" | "changing_rooms" | "toilets" | "refreshments" | "first_aid" | "equipment_hire" | "spectator_seating" | "air_conditioning" | "heating" | "wifi" | "security" | "wheelchair_accessible" | "sound_system" | "scoreboard")[];
                            /** @enum {string} */
                            status: "active" | "inactive";
                            basePricePerHour: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            timezone: string;
                            locationId: string | null;
                            /** @enum {string} */
                            publicationState: "published" | "draft" | "archived";
                            images: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                            }[];
                            schedules: {
                                /** Format: uuid */
                                id: string;
                                dayOfWeek: number;
                                openTime: string;
                                closeTime: string;
                                slotDuration: number;
                                breakDuration: number;
                                isActive: boolean;
                            }[];
                            pricingRules: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                priceMultiplier: number;
                                priority: number;
                                startTime: string | null;
                                endTime: string | null;
                                dayOfWeek: number | null;
                                minDuration: number | null;
                                startDate: string | null;
                                endDate: string | null;
                                isActive: boolean;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            bookingPolicy: {
                                maxDurationMinutes: number;
                                holdMinutes: number;
                                payOnSite: boolean;
                                requiresConfirmation: boolean;
                                freeCancellationHours: number;
                                lateRefundPercent: number;
                                checkInOpensMinutes: number;
                            };
                            publishedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    publishField: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            sportType: "football" | "basketball" | "tennis" | "volleyball" | "hockey" | "badminton" | "squash" | "multi_purpose";
                            /** @enum {string} */
                            surfaceType: "grass" | "artificial_turf" | "concrete" | "wood" | "clay" | "rubber";
                            indoor: boolean;
                            capacity: number;
                            minPlayers: number | null;
                            maxPlayers: number | null;
                            length: number | null;
                            width: number | null;
                            address: string;
                            city: string;
                            state: string;
                            postalCode: string;
                            country: string;
                            latitude: number;
                            longitude: number;
                            lighting: boolean;
                            roofed: boolean;
                            equipment: string[];
                            rules: string[];
                            amenities: ("parking" | "lighting" | "changing_rooms" | "toilets" | "refreshments" | "first_aid" | "equipment_hire" | "spectator_seating" | "air_conditioning" | "heating" | "wifi" | "security" | "wheelchair_accessible" | "sound_system" | "scoreboard")[];
                            /** @enum {string} */
                            status: "active" | "inactive";
                            basePricePerHour: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            timezone: string;
                            locationId: string | null;
                            /** @enum {string} */
                            publicationState: "published" | "draft" | "archived";
                            images: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                            }[];
                            schedules: {
                                /** Format: uuid */
                                id: string;
                                dayOfWeek: number;
                                openTime: string;
                                closeTime: string;
                                slotDuration: number;
                                breakDuration: number;
                                isActive: boolean;
                            }[];
                            pricingRules: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                priceMultiplier: number;
                                priority: number;
                                startTime: string | null;
                                endTime: string | null;
                                dayOfWeek: number | null;
                                minDuration: number | null;
                                startDate: string | null;
                                endDate: string | null;
                                isActive: boolean;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            bookingPolicy: {
                                maxDurationMinutes: number;
                                holdMinutes: number;
                                payOnSite: boolean;
                                requiresConfirmation: boolean;
                                freeCancellationHours: number;
                                lateRefundPercent: number;
                                checkInOpensMinutes: number;
                            };
                            publishedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request is understood but breaks a rule */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    unpublishField: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            sportType: "football" | "basketball" | "tennis" | "volleyball" | "hockey" | "badminton" | "squash" | "multi_purpose";
                            /** @enum {string} */
                            surfaceType: "grass" | "artificial_turf" | "concrete" | "wood" | "clay" | "rubber";
                            indoor: boolean;
                            capacity: number;
                            minPlayers: number | null;
                            maxPlayers: number | null;
                            length: number | null;
                            width: number | null;
                            address: string;
                            city: string;
                            state: string;
                            postalCode: string;
                            country: string;
                            latitude: number;
                            longitude: number;
                            lighting: boolean;
                            roofed: boolean;
                            equipment: string[];
                            rules: string[];
                            amenities: ("parking" | "lighting" | "changing_rooms" | "toilets" | "refreshments" | "first_aid" | "equipment_hire" | "spectator_seating" | "air_conditioning" | "heating" | "wifi" | "security" | "wheelchair_accessible" | "sound_system" | "scoreboard")[];
                            /** @enum {string} */
                            status: "active" | "inactive";
                            basePricePerHour: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            timezone: string;
                            locationId: string | null;
                            /** @enum {string} */
                            publicationState: "published" | "draft" | "archived";
                            images: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                            }[];
                            schedules: {
                                /** Format: uuid */
                                id: string;
                                dayOfWeek: number;
                                openTime: string;
                                closeTime: string;
                                slotDuration: number;
                                breakDuration: number;
                                isActive: boolean;
                            }[];
                            pricingRules: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                priceMultiplier: number;
                                priority: number;
                                startTime: string | null;
                                endTime: string | null;
                                dayOfWeek: number | null;
                                minDuration: number | null;
                                startDate: string | null;
                                endDate: string | null;
                                isActive: boolean;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            bookingPolicy: {
                                maxDurationMinutes: number;
                                holdMinutes: number;
                                payOnSite: boolean;
                                requiresConfirmation: boolean;
                                freeCancellationHours: number;
                                lateRefundPercent: number;
                                checkInOpensMinutes: number;
                            };
                            publishedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    archiveField: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            sportType: "football" | "basketball" | "tennis" | "volleyball" | "hockey" | "badminton" | "squash" | "multi_purpose";
                            /** @enum {string} */
                            surfaceType: "grass" | "artificial_turf" | "concrete" | "wood" | "clay" | "rubber";
                            indoor: boolean;
                            capacity: number;
                            minPlayers: number | null;
                            maxPlayers: number | null;
                            length: number | null;
                            width: number | null;
                            address: string;
                            city: string;
                            state: string;
                            postalCode: string;
                            country: string;
                            latitude: number;
                            longitude: number;
                            lighting: boolean;
                            roofed: boolean;
                            equipment: string[];
                            rules: string[];
                            amenities: ("parking" | "lighting" | "changing_rooms" | "toilets" | "refreshments" | "first_aid" | "equipment_hire" | "spectator_seating" | "air_conditioning" | "heating" | "wifi" | "security" | "wheelchair_accessible" | "sound_system" | "scoreboard")[];
                            /** @enum {string} */
                            status: "active" | "inactive";
                            basePricePerHour: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            timezone: string;
                            locationId: string | null;
                            /** @enum {string} */
                            publicationState: "published" | "draft" | "archived";
                            images: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                            }[];
                            schedules: {
                                /** Format: uuid */
                                id: string;
                                dayOfWeek: number;
                                openTime: string;
                                closeTime: string;
                                slotDuration: number;
                                breakDuration: number;
                                isActive: boolean;
                            }[];
                            pricingRules: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                priceMultiplier: number;
                                priority: number;
                                startTime: string | null;
                                endTime: string | null;
                                dayOfWeek: number | null;
                                minDuration: number | null;
                                startDate: string | null;
                                endDate: string | null;
                                isActive: boolean;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            bookingPolicy: {
                                maxDurationMinutes: number;
                                holdMinutes: number;
                                payOnSite: boolean;
                                requiresConfirmation: boolean;
                                freeCancellationHours: number;
                                lateRefundPercent: number;
                                checkInOpensMinutes: number;
                            };
                            publishedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    restoreField: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            sportType: "football" | "basketball" | "tennis" | "volleyball" | "hockey" | "badminton" | "squash" | "multi_purpose";
                            /** @enum {string} */
                            surfaceType: "grass" | "artificial_turf" | "concrete" | "wood" | "clay" | "rubber";
                            indoor: boolean;
                            capacity: number;
                            minPlayers: number | null;
                            maxPlayers: number | null;
                            length: number | null;
                            width: number | null;
                            address: string;
                            city: string;
                            state: string;
                            postalCode: string;
                            country: string;
                            latitude: number;
                            longitude: number;
                            lighting: boolean;
                            roofed: boolean;
                            equipment: string[];
                            rules: string[];
                            amenities: ("parking" | "lighting" | "changing_rooms" | "toilets" | "refreshments" | "first_aid" | "equipment_hire" | "spectator_seating" | "air_conditioning" | "heating" | "wifi" | "security" | "wheelchair_accessible" | "sound_system" | "scoreboard")[];
                            /** @enum {string} */
                            status: "active" | "inactive";
                            basePricePerHour: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            timezone: string;
                            locationId: string | null;
                            /** @enum {string} */
                            publicationState: "published" | "draft" | "archived";
                            images: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                            }[];
                            schedules: {
                                /** Format: uuid */
                                id: string;
                                dayOfWeek: number;
                                openTime: string;
                                closeTime: string;
                                slotDuration: number;
                                breakDuration: number;
                                isActive: boolean;
                            }[];
                            pricingRules: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                priceMultiplier: number;
                                priority: number;
                                startTime: string | null;
                                endTime: string | null;
                                dayOfWeek: number | null;
                                minDuration: number | null;
                                startDate: string | null;
                                endDate: string | null;
                                isActive: boolean;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            bookingPolicy: {
                                maxDurationMinutes: number;
                                holdMinutes: number;
                                payOnSite: boolean;
                                requiresConfirmation: boolean;
                                freeCancellationHours: number;
                                lateRefundPercent: number;
                                checkInOpensMinutes: number;
                            };
                            publishedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    uploadFieldImages: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            images: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                            }[];
                            rejected: {
                                filename: string;
                                reason: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteFieldImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                imageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reorderFieldImages: {
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
                    imageIds: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getFieldAvailability: {
        parameters: {
            query: {
                from: string;
                days?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            timezone: string;
                            days: {
                                date: string;
                                slots: {
                                    /** Format: date-time */
                                    start: string;
                                    /** Format: date-time */
                                    end: string;
                                    startTime: string;
                                    endTime: string;
                                    /** @enum {string} */
                                    status: "available" | "booked" | "maintenance" | "closed" | "private_event";
                                    price: number;
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                }[];
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listMyBookings: {
        parameters: {
            query?: {
                tab?: "upcoming" | "past" | "all";
                search?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            bookings: {
                                /** Format: uuid */
                                id: string;
                                bookingNumber: string;
                                confirmationCode: string;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled";
                                field: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    city: string;
                                    address: string;
                                    timezone: string;
                                };
                                company: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                };
                                date: string;
                                startTime: string;
                                endTime: string;
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                                duration: number;
                                holdExpiresAt: string | null;
                                price: {
                                    subtotal: number;
                                    discount: number;
                                    tax: number;
                                    processingFee: number;
                                    total: number;
                                };
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                promoCode?: string | null;
                                fullName: string;
                                email: string;
                                phone: string;
                                notes: string | null;
                                groupName: string | null;
                                groupSize: number | null;
                                contactPerson: string | null;
                                confirmationNote: string | null;
                                cancellationReason: string | null;
                                cancelledAt: string | null;
                                checkedInAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                cancellationPolicy: {
                                    /** Format: date-time */
                                    freeUntil: string;
                                    lateRefundPercent: number;
                                };
                            }[];
                            pagination: {
                                page: number;
                                limit: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createBooking: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    fieldId: string;
                    date: string;
                    startTime: string;
                    duration: number;
                    fullName: string;
                    /** Format: email */
                    email: string;
                    phone: string;
                    notes?: string;
                    groupName?: string;
                    groupSize?: number;
                    contactPerson?: string;
                    promoCode?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            bookingNumber: string;
                            confirmationCode: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled";
                            field: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                city: string;
                                address: string;
                                timezone: string;
                            };
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            date: string;
                            startTime: string;
                            endTime: string;
                            /** Format: date-time */
                            start: string;
                            /** Format: date-time */
                            end: string;
                            duration: number;
                            holdExpiresAt: string | null;
                            price: {
                                subtotal: number;
                                discount: number;
                                tax: number;
                                processingFee: number;
                                total: number;
                            };
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            promoCode?: string | null;
                            fullName: string;
                            email: string;
                            phone: string;
                            notes: string | null;
                            groupName: string | null;
                            groupSize: number | null;
                            contactPerson: string | null;
                            confirmationNote: string | null;
                            cancellationReason: string | null;
                            cancelledAt: string | null;
                            checkedInAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            cancellationPolicy: {
                                /** Format: date-time */
                                freeUntil: string;
                                lateRefundPercent: number;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request is understood but breaks a rule */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMyBooking: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            bookingNumber: string;
                            confirmationCode: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled";
                            field: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                city: string;
                                address: string;
                                timezone: string;
                            };
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            date: string;
                            startTime: string;
                            endTime: string;
                            /** Format: date-time */
                            start: string;
                            /** Format: date-time */
                            end: string;
                            duration: number;
                            holdExpiresAt: string | null;
                            price: {
                                subtotal: number;
                                discount: number;
                                tax: number;
                                processingFee: number;
                                total: number;
                            };
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            promoCode?: string | null;
                            fullName: string;
                            email: string;
                            phone: string;
                            notes: string | null;
                            groupName: string | null;
                            groupSize: number | null;
                            contactPerson: string | null;
                            confirmationNote: string | null;
                            cancellationReason: string | null;
                            cancelledAt: string | null;
                            checkedInAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            cancellationPolicy: {
                                /** Format: date-time */
                                freeUntil: string;
                                lateRefundPercent: number;
                            };
                            qrCode: string;
                            calendarUrl: string;
                            refundIfCancelledNow: number;
                            hasReceipt?: boolean;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getBookingCalendarEvent: {
        parameters: {
            query?: {
                pass?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    applyBookingPromoCode: {
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
                    promoCode: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            bookingNumber: string;
                            confirmationCode: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled";
                            field: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                city: string;
                                address: string;
                                timezone: string;
                            };
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            date: string;
                            startTime: string;
                            endTime: string;
                            /** Format: date-time */
                            start: string;
                            /** Format: date-time */
                            end: string;
                            duration: number;
                            holdExpiresAt: string | null;
                            price: {
                                subtotal: number;
                                discount: number;
                                tax: number;
                                processingFee: number;
                                total: number;
                            };
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            promoCode?: string | null;
                            fullName: string;
                            email: string;
                            phone: string;
                            notes: string | null;
                            groupName: string | null;
                            groupSize: number | null;
                            contactPerson: string | null;
                            confirmationNote: string | null;
                            cancellationReason: string | null;
                            cancelledAt: string | null;
                            checkedInAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            cancellationPolicy: {
                                /** Format: date-time */
                                freeUntil: string;
                                lateRefundPercent: number;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request is understood but breaks a rule */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    removeBookingPromoCode: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            bookingNumber: string;
                            confirmationCode: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled";
                            field: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                city: string;
                                address: string;
                                timezone: string;
                            };
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            date: string;
                            startTime: string;
                            endTime: string;
                            /** Format: date-time */
                            start: string;
                            /** Format: date-time */
                            end: string;
                            duration: number;
                            holdExpiresAt: string | null;
                            price: {
                                subtotal: number;
                                discount: number;
                                tax: number;
                                processingFee: number;
                                total: number;
                            };
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            promoCode?: string | null;
                            fullName: string;
                            email: string;
                            phone: string;
                            notes: string | null;
                            groupName: string | null;
                            groupSize: number | null;
                            contactPerson: string | null;
                            confirmationNote: string | null;
                            cancellationReason: string | null;
                            cancelledAt: string | null;
                            checkedInAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            cancellationPolicy: {
                                /** Format: date-time */
                                freeUntil: string;
                                lateRefundPercent: number;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cancelMyBooking: {
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
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            booking: {
                                /** Format: uuid */
                                id: string;
                                bookingNumber: string;
                                confirmationCode: string;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled";
                                field: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    city: string;
                                    address: string;
                                    timezone: string;
                                };
                                company: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                };
                                date: string;
                                startTime: string;
                                endTime: string;
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                                duration: number;
                                holdExpiresAt: string | null;
                                price: {
                                    subtotal: number;
                                    discount: number;
                                    tax: number;
                                    processingFee: number;
                                    total: number;
                                };
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                promoCode?: string | null;
                                fullName: string;
                                email: string;
                                phone: string;
                                notes: string | null;
                                groupName: string | null;
                                groupSize: number | null;
                                contactPerson: string | null;
                                confirmationNote: string | null;
                                cancellationReason: string | null;
                                cancelledAt: string | null;
                                checkedInAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                cancellationPolicy: {
                                    /** Format: date-time */
                                    freeUntil: string;
                                    lateRefundPercent: number;
                                };
                            };
                            refund: {
                                amount: number;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                /** @enum {string} */
                                status: "processing" | "completed" | "failed";
                            } | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPromotions: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            code: string;
                            discountPercent: number;
                            minHours: number;
                            /** Format: date-time */
                            validFrom: string;
                            /** Format: date-time */
                            validTo: string;
                            maxUses: number | null;
                            maxUsesPerCustomer: number | null;
                            fieldIds: string[];
                            fields: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            active: boolean;
                            uses: number;
                            /** @enum {string} */
                            status: "active" | "scheduled" | "expired" | "used_up" | "inactive";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createPromotion: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    discountPercent: number;
                    /** @default 0 */
                    minHours?: number;
                    /** Format: date-time */
                    validFrom: string;
                    /** Format: date-time */
                    validTo: string;
                    /** @default null */
                    maxUses?: number | null;
                    /** @default null */
                    maxUsesPerCustomer?: number | null;
                    /** @default [] */
                    fieldIds?: string[];
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            code: string;
                            discountPercent: number;
                            minHours: number;
                            /** Format: date-time */
                            validFrom: string;
                            /** Format: date-time */
                            validTo: string;
                            maxUses: number | null;
                            maxUsesPerCustomer: number | null;
                            fieldIds: string[];
                            fields: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            active: boolean;
                            uses: number;
                            /** @enum {string} */
                            status: "active" | "scheduled" | "expired" | "used_up" | "inactive";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPromotion: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            code: string;
                            discountPercent: number;
                            minHours: number;
                            /** Format: date-time */
                            validFrom: string;
                            /** Format: date-time */
                            validTo: string;
                            maxUses: number | null;
                            maxUsesPerCustomer: number | null;
                            fieldIds: string[];
                            fields: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            active: boolean;
                            uses: number;
                            /** @enum {string} */
                            status: "active" | "scheduled" | "expired" | "used_up" | "inactive";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deletePromotion: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updatePromotion: {
        parameters: {
            query?: {
                companyId?: string;
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
                    code?: string;
                    discountPercent?: number;
                    minHours?: number;
                    /** Format: date-time */
                    validFrom?: string;
                    /** Format: date-time */
                    validTo?: string;
                    maxUses?: number | null;
                    maxUsesPerCustomer?: number | null;
                    fieldIds?: string[];
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            code: string;
                            discountPercent: number;
                            minHours: number;
                            /** Format: date-time */
                            validFrom: string;
                            /** Format: date-time */
                            validTo: string;
                            maxUses: number | null;
                            maxUsesPerCustomer: number | null;
                            fieldIds: string[];
                            fields: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            active: boolean;
                            uses: number;
                            /** @enum {string} */
                            status: "active" | "scheduled" | "expired" | "used_up" | "inactive";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    previewPromotionAnnouncement: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            recipients: number;
                            announcedAt: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    announcePromotion: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            recipients: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request is understood but breaks a rule */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    checkPromoCode: {
        parameters: {
            query: {
                start: string;
                end: string;
            };
            header?: never;
            path: {
                id: string;
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            code: string;
                            discountPercent: number;
                            price: {
                                subtotal: number;
                                discount: number;
                                tax: number;
                                processingFee: number;
                                total: number;
                            };
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request is understood but breaks a rule */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    payBooking: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    paymentMethodId: string;
                } | {
                    card: {
                        number: string;
                        expMonth: number;
                        expYear: number;
                        cvc: string;
                        holder: string;
                    };
                    saveCard?: boolean;
                    billingAddress?: {
                        line1: string;
                        line2?: string;
                        city: string;
                        postalCode: string;
                        country: string;
                    };
                } | {
                    /** @enum {string} */
                    method: "cash";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            booking: {
                                /** Format: uuid */
                                id: string;
                                bookingNumber: string;
                                confirmationCode: string;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled";
                                field: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    city: string;
                                    address: string;
                                    timezone: string;
                                };
                                company: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                };
                                date: string;
                                startTime: string;
                                endTime: string;
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                                duration: number;
                                holdExpiresAt: string | null;
                                price: {
                                    subtotal: number;
                                    discount: number;
                                    tax: number;
                                    processingFee: number;
                                    total: number;
                                };
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                promoCode?: string | null;
                                fullName: string;
                                email: string;
                                phone: string;
                                notes: string | null;
                                groupName: string | null;
                                groupSize: number | null;
                                contactPerson: string | null;
                                confirmationNote: string | null;
                                cancellationReason: string | null;
                                cancelledAt: string | null;
                                checkedInAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                cancellationPolicy: {
                                    /** Format: date-time */
                                    freeUntil: string;
                                    lateRefundPercent: number;
                                };
                            };
                            payment: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                bookingId: string;
                                amount: number;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                /** @enum {string} */
                                status: "pending" | "processing" | "completed" | "failed" | "cancelled" | "refunded" | "partial refund";
                                /** @enum {string} */
                                method: "credit_card" | "debit_card" | "paypal" | "apple_pay" | "google_pay" | "bank_transfer" | "cash";
                                description: string;
                                cardBrand: ("visa" | "mastercard" | "amex" | "discover" | "unknown") | null;
                                cardLast4: string | null;
                                transactionId: string | null;
                                refundedAmount: number;
                                /** Format: date-time */
                                createdAt: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The payment was refused */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request is understood but breaks a rule */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getBookingReceipt: {
        parameters: {
            query?: {
                lang?: "en" | "fr" | "ar";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMyBookingCalendar: {
        parameters: {
            query: {
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            month: string;
                            days: {
                                date: string;
                                bookings: {
                                    /** Format: uuid */
                                    id: string;
                                    fieldName: string;
                                    startTime: string;
                                    endTime: string;
                                    timezone: string;
                                    /** @enum {string} */
                                    status: "pending" | "confirmed" | "cancelled";
                                    holdExpiresAt: string | null;
                                }[];
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMyDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            stats: {
                                upcoming: number;
                                played: number;
                                hoursPlayed: {
                                    thisMonth: number;
                                    allTime: number;
                                };
                                spent: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                favouriteSport: ("football" | "basketball" | "tennis" | "volleyball" | "hockey" | "badminton" | "squash" | "multi_purpose") | null;
                            };
                            upcoming: {
                                /** Format: uuid */
                                id: string;
                                field: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    sportType: "football" | "basketball" | "tennis" | "volleyball" | "hockey" | "badminton" | "squash" | "multi_purpose";
                                    city: string;
                                };
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                                date: string;
                                startTime: string;
                                endTime: string;
                                timezone: string;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled";
                                holdExpiresAt: string | null;
                                passUrl: string;
                            }[];
                            recentActivity: {
                                id: string;
                                /** @enum {string} */
                                kind: "booked" | "paid" | "cancelled" | "refunded" | "checked_in";
                                /** Format: date-time */
                                at: string;
                                /** Format: uuid */
                                bookingId: string;
                                fieldName: string;
                                amount?: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                };
                            }[];
                            goals: {
                                gamesPerMonth: number | null;
                                hoursPerMonth: number | null;
                                progress: {
                                    games: number;
                                    hours: number;
                                };
                            };
                            thisMonth: {
                                month: string;
                                timezone: string;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMyGoals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            gamesPerMonth: number | null;
                            hoursPerMonth: number | null;
                            progress: {
                                games: number;
                                hours: number;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateMyGoals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    gamesPerMonth?: number | null;
                    hoursPerMonth?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            gamesPerMonth: number | null;
                            hoursPerMonth: number | null;
                            progress: {
                                games: number;
                                hours: number;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMyWeather: {
        parameters: {
            query: {
                bookingId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            temperatureC: number;
                            precipitationProbability: number | null;
                            code: number;
                            /** @enum {string} */
                            summary: "clear" | "partly_cloudy" | "cloudy" | "fog" | "drizzle" | "rain" | "snow" | "showers" | "thunderstorm" | "unknown";
                        };
                        message?: string;
                    };
                };
            };
            /** @description No forecast to show */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listCompanyBookings: {
        parameters: {
            query?: {
                status?: "pending" | "confirmed" | "cancelled";
                fieldId?: string;
                date?: string;
                search?: string;
                page?: number;
                limit?: number;
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            bookings: {
                                /** Format: uuid */
                                id: string;
                                bookingNumber: string;
                                confirmationCode: string;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled";
                                field: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    city: string;
                                    address: string;
                                    timezone: string;
                                };
                                company: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                };
                                date: string;
                                startTime: string;
                                endTime: string;
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                                duration: number;
                                holdExpiresAt: string | null;
                                price: {
                                    subtotal: number;
                                    discount: number;
                                    tax: number;
                                    processingFee: number;
                                    total: number;
                                };
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                promoCode?: string | null;
                                fullName: string;
                                email: string;
                                phone: string;
                                notes: string | null;
                                groupName: string | null;
                                groupSize: number | null;
                                contactPerson: string | null;
                                confirmationNote: string | null;
                                cancellationReason: string | null;
                                cancelledAt: string | null;
                                checkedInAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                cancellationPolicy: {
                                    /** Format: date-time */
                                    freeUntil: string;
                                    lateRefundPercent: number;
                                };
                            }[];
                            pagination: {
                                page: number;
                                limit: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    confirmCompanyBooking: {
        parameters: {
            query?: {
                companyId?: string;
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
                    note?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            bookingNumber: string;
                            confirmationCode: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled";
                            field: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                city: string;
                                address: string;
                                timezone: string;
                            };
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            date: string;
                            startTime: string;
                            endTime: string;
                            /** Format: date-time */
                            start: string;
                            /** Format: date-time */
                            end: string;
                            duration: number;
                            holdExpiresAt: string | null;
                            price: {
                                subtotal: number;
                                discount: number;
                                tax: number;
                                processingFee: number;
                                total: number;
                            };
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            promoCode?: string | null;
                            fullName: string;
                            email: string;
                            phone: string;
                            notes: string | null;
                            groupName: string | null;
                            groupSize: number | null;
                            contactPerson: string | null;
                            confirmationNote: string | null;
                            cancellationReason: string | null;
                            cancelledAt: string | null;
                            checkedInAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            cancellationPolicy: {
                                /** Format: date-time */
                                freeUntil: string;
                                lateRefundPercent: number;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    declineCompanyBooking: {
        parameters: {
            query?: {
                companyId?: string;
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
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            booking: {
                                /** Format: uuid */
                                id: string;
                                bookingNumber: string;
                                confirmationCode: string;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled";
                                field: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    city: string;
                                    address: string;
                                    timezone: string;
                                };
                                company: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                };
                                date: string;
                                startTime: string;
                                endTime: string;
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                                duration: number;
                                holdExpiresAt: string | null;
                                price: {
                                    subtotal: number;
                                    discount: number;
                                    tax: number;
                                    processingFee: number;
                                    total: number;
                                };
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                promoCode?: string | null;
                                fullName: string;
                                email: string;
                                phone: string;
                                notes: string | null;
                                groupName: string | null;
                                groupSize: number | null;
                                contactPerson: string | null;
                                confirmationNote: string | null;
                                cancellationReason: string | null;
                                cancelledAt: string | null;
                                checkedInAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                cancellationPolicy: {
                                    /** Format: date-time */
                                    freeUntil: string;
                                    lateRefundPercent: number;
                                };
                            };
                            refund: {
                                amount: number;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                /** @enum {string} */
                                status: "processing" | "completed" | "failed";
                            } | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cancelCompanyBooking: {
        parameters: {
            query?: {
                companyId?: string;
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
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            booking: {
                                /** Format: uuid */
                                id: string;
                                bookingNumber: string;
                                confirmationCode: string;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled";
                                field: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    city: string;
                                    address: string;
                                    timezone: string;
                                };
                                company: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                };
                                date: string;
                                startTime: string;
                                endTime: string;
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
                                duration: number;
                                holdExpiresAt: string | null;
                                price: {
                                    subtotal: number;
                                    discount: number;
                                    tax: number;
                                    processingFee: number;
                                    total: number;
                                };
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                promoCode?: string | null;
                                fullName: string;
                                email: string;
                                phone: string;
                                notes: string | null;
                                groupName: string | null;
                                groupSize: number | null;
                                contactPerson: string | null;
                                confirmationNote: string | null;
                                cancellationReason: string | null;
                                cancelledAt: string | null;
                                checkedInAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                cancellationPolicy: {
                                    /** Format: date-time */
                                    freeUntil: string;
                                    lateRefundPercent: number;
                                };
                            };
                            refund: {
                                amount: number;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                /** @enum {string} */
                                status: "processing" | "completed" | "failed";
                            } | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    checkInBooking: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                } | {
                    confirmationCode: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            bookingNumber: string;
                            confirmationCode: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled";
                            field: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                city: string;
                                address: string;
                                timezone: string;
                            };
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            date: string;
                            startTime: string;
                            endTime: string;
                            /** Format: date-time */
                            start: string;
                            /** Format: date-time */
                            end: string;
                            duration: number;
                            holdExpiresAt: string | null;
                            price: {
                                subtotal: number;
                                discount: number;
                                tax: number;
                                processingFee: number;
                                total: number;
                            };
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            promoCode?: string | null;
                            fullName: string;
                            email: string;
                            phone: string;
                            notes: string | null;
                            groupName: string | null;
                            groupSize: number | null;
                            contactPerson: string | null;
                            confirmationNote: string | null;
                            cancellationReason: string | null;
                            cancelledAt: string | null;
                            checkedInAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            cancellationPolicy: {
                                /** Format: date-time */
                                freeUntil: string;
                                lateRefundPercent: number;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                status?: "successful" | "pending" | "failed" | "refunded";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            transactions: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                bookingId: string;
                                amount: number;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                /** @enum {string} */
                                status: "pending" | "processing" | "completed" | "failed" | "cancelled" | "refunded" | "partial refund";
                                /** @enum {string} */
                                method: "credit_card" | "debit_card" | "paypal" | "apple_pay" | "google_pay" | "bank_transfer" | "cash";
                                description: string;
                                cardBrand: ("visa" | "mastercard" | "amex" | "discover" | "unknown") | null;
                                cardLast4: string | null;
                                transactionId: string | null;
                                refundedAmount: number;
                                /** Format: date-time */
                                createdAt: string;
                                booking: {
                                    /** Format: uuid */
                                    id: string;
                                    bookingNumber: string;
                                    fieldName: string;
                                    date: string;
                                    startTime: string;
                                };
                                customerName: string;
                                refunds: {
                                    /** Format: uuid */
                                    id: string;
                                    amount: number;
                                    /** @enum {string} */
                                    status: "processing" | "completed" | "failed";
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                breakdown: {
                                    subtotal: number;
                                    discount: number;
                                    tax: number;
                                    processingFee: number;
                                    total: number;
                                };
                                mayRefund: boolean;
                            }[];
                            pagination: {
                                page: number;
                                limit: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTransaction: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            bookingId: string;
                            amount: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            /** @enum {string} */
                            status: "pending" | "processing" | "completed" | "failed" | "cancelled" | "refunded" | "partial refund";
                            /** @enum {string} */
                            method: "credit_card" | "debit_card" | "paypal" | "apple_pay" | "google_pay" | "bank_transfer" | "cash";
                            description: string;
                            cardBrand: ("visa" | "mastercard" | "amex" | "discover" | "unknown") | null;
                            cardLast4: string | null;
                            transactionId: string | null;
                            refundedAmount: number;
                            /** Format: date-time */
                            createdAt: string;
                            booking: {
                                /** Format: uuid */
                                id: string;
                                bookingNumber: string;
                                fieldName: string;
                                date: string;
                                startTime: string;
                            };
                            customerName: string;
                            refunds: {
                                /** Format: uuid */
                                id: string;
                                amount: number;
                                /** @enum {string} */
                                status: "processing" | "completed" | "failed";
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            breakdown: {
                                subtotal: number;
                                discount: number;
                                tax: number;
                                processingFee: number;
                                total: number;
                            };
                            mayRefund: boolean;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTransactionReceipt: {
        parameters: {
            query?: {
                lang?: "en" | "fr" | "ar";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    refundTransaction: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount?: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            bookingId: string;
                            amount: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            /** @enum {string} */
                            status: "pending" | "processing" | "completed" | "failed" | "cancelled" | "refunded" | "partial refund";
                            /** @enum {string} */
                            method: "credit_card" | "debit_card" | "paypal" | "apple_pay" | "google_pay" | "bank_transfer" | "cash";
                            description: string;
                            cardBrand: ("visa" | "mastercard" | "amex" | "discover" | "unknown") | null;
                            cardLast4: string | null;
                            transactionId: string | null;
                            refundedAmount: number;
                            /** Format: date-time */
                            createdAt: string;
                            booking: {
                                /** Format: uuid */
                                id: string;
                                bookingNumber: string;
                                fieldName: string;
                                date: string;
                                startTime: string;
                            };
                            customerName: string;
                            refunds: {
                                /** Format: uuid */
                                id: string;
                                amount: number;
                                /** @enum {string} */
                                status: "processing" | "completed" | "failed";
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            breakdown: {
                                subtotal: number;
                                discount: number;
                                tax: number;
                                processingFee: number;
                                total: number;
                            };
                            mayRefund: boolean;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The payment was refused */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request is understood but breaks a rule */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            brand: "visa" | "mastercard" | "amex" | "discover" | "unknown";
                            last4: string;
                            expMonth: number;
                            expYear: number;
                            holder: string;
                            billingAddress: {
                                line1: string;
                                line2?: string;
                                city: string;
                                postalCode: string;
                                country: string;
                            } | null;
                            isDefault: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createPaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    card: {
                        number: string;
                        expMonth: number;
                        expYear: number;
                        cvc: string;
                        holder: string;
                    };
                    billingAddress?: {
                        line1: string;
                        line2?: string;
                        city: string;
                        postalCode: string;
                        country: string;
                    };
                    makeDefault?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            brand: "visa" | "mastercard" | "amex" | "discover" | "unknown";
                            last4: string;
                            expMonth: number;
                            expYear: number;
                            holder: string;
                            billingAddress: {
                                line1: string;
                                line2?: string;
                                city: string;
                                postalCode: string;
                                country: string;
                            } | null;
                            isDefault: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The payment was refused */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deletePaymentMethod: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    setDefaultPaymentMethod: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            brand: "visa" | "mastercard" | "amex" | "discover" | "unknown";
                            last4: string;
                            expMonth: number;
                            expYear: number;
                            holder: string;
                            billingAddress: {
                                line1: string;
                                line2?: string;
                                city: string;
                                postalCode: string;
                                country: string;
                            } | null;
                            isDefault: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listScheduleTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            id: "business_hours" | "sports_center" | "weekend_only";
                            name: string;
                            schedules: {
                                dayOfWeek: number;
                                openTime: string;
                                closeTime: string;
                                slotDuration: number;
                                breakDuration: number;
                                isActive: boolean;
                            }[];
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    bulkScheduleFields: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fieldIds: string[];
                    /** @enum {string} */
                    template?: "business_hours" | "sports_center" | "weekend_only";
                    days?: {
                        dayOfWeek: number;
                        openTime: string;
                        closeTime: string;
                        /** @default 60 */
                        slotDuration?: number;
                        /** @default 0 */
                        breakDuration?: number;
                        /** @default true */
                        isActive?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            results: {
                                /** Format: uuid */
                                fieldId: string;
                                ok: boolean;
                                message?: string;
                                schedules?: {
                                    /** Format: uuid */
                                    id: string;
                                    dayOfWeek: number;
                                    openTime: string;
                                    closeTime: string;
                                    slotDuration: number;
                                    breakDuration: number;
                                    isActive: boolean;
                                }[];
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listFieldSchedules: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            dayOfWeek: number;
                            openTime: string;
                            closeTime: string;
                            slotDuration: number;
                            breakDuration: number;
                            isActive: boolean;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createFieldSchedule: {
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
                    dayOfWeek: number;
                    openTime: string;
                    closeTime: string;
                    /** @default 60 */
                    slotDuration?: number;
                    /** @default 0 */
                    breakDuration?: number;
                    /** @default true */
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            dayOfWeek: number;
                            openTime: string;
                            closeTime: string;
                            slotDuration: number;
                            breakDuration: number;
                            isActive: boolean;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateFieldSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                scheduleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    dayOfWeek: number;
                    openTime: string;
                    closeTime: string;
                    /** @default 60 */
                    slotDuration?: number;
                    /** @default 0 */
                    breakDuration?: number;
                    /** @default true */
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            dayOfWeek: number;
                            openTime: string;
                            closeTime: string;
                            slotDuration: number;
                            breakDuration: number;
                            isActive: boolean;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteFieldSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                scheduleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listFieldPricingRules: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            priceMultiplier: number;
                            priority: number;
                            startTime: string | null;
                            endTime: string | null;
                            dayOfWeek: number | null;
                            minDuration: number | null;
                            startDate: string | null;
                            endDate: string | null;
                            isActive: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createFieldPricingRule: {
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
                    name: string;
                    priceMultiplier: number;
                    priority: number;
                    /** @default null */
                    startTime?: string | null;
                    /** @default null */
                    endTime?: string | null;
                    /** @default null */
                    dayOfWeek?: number | null;
                    /** @default null */
                    minDuration?: number | null;
                    /** @default null */
                    startDate?: string | null;
                    /** @default null */
                    endDate?: string | null;
                    /** @default true */
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            priceMultiplier: number;
                            priority: number;
                            startTime: string | null;
                            endTime: string | null;
                            dayOfWeek: number | null;
                            minDuration: number | null;
                            startDate: string | null;
                            endDate: string | null;
                            isActive: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateFieldPricingRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                ruleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    priceMultiplier: number;
                    priority: number;
                    /** @default null */
                    startTime?: string | null;
                    /** @default null */
                    endTime?: string | null;
                    /** @default null */
                    dayOfWeek?: number | null;
                    /** @default null */
                    minDuration?: number | null;
                    /** @default null */
                    startDate?: string | null;
                    /** @default null */
                    endDate?: string | null;
                    /** @default true */
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            priceMultiplier: number;
                            priority: number;
                            startTime: string | null;
                            endTime: string | null;
                            dayOfWeek: number | null;
                            minDuration: number | null;
                            startDate: string | null;
                            endDate: string | null;
                            isActive: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteFieldPricingRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                ruleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listFieldBlocks: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            type: "maintenance" | "closed" | "private_event";
                            /** Format: date-time */
                            start: string;
                            /** Format: date-time */
                            end: string;
                            note: string;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createFieldBlock: {
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
                    type: "maintenance" | "closed" | "private_event";
                    /** Format: date-time */
                    start: string;
                    /** Format: date-time */
                    end: string;
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            type: "maintenance" | "closed" | "private_event";
                            /** Format: date-time */
                            start: string;
                            /** Format: date-time */
                            end: string;
                            note: string;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteFieldBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                blockId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    serveFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The path below this one; it may contain `/`. */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with the type it was stored with */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPlatformStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            fields: number;
                            companies: number;
                            customers: number;
                            bookings: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMapConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            tileUrl: string;
                            attribution: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPublicPlatformSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            maintenanceBanner: {
                                enabled: boolean;
                                message: {
                                    en: string;
                                    fr: string;
                                    ar: string;
                                };
                            };
                            companyRegistrationOpen: boolean;
                            supportEmail: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            companies: {
                                active: number;
                                suspended: number;
                                new30d: {
                                    current: number;
                                    previous: number;
                                    growth: number;
                                };
                            };
                            users: {
                                byRole: {
                                    /** @enum {string} */
                                    role: "SUPER_ADMIN" | "COMPANY_OWNER" | "EMPLOYEE" | "CUSTOMER";
                                    count: number;
                                }[];
                                locked: number;
                                unverified: number;
                                new30d: {
                                    current: number;
                                    previous: number;
                                    growth: number;
                                };
                            };
                            bookings: {
                                today: number;
                                last7d: number;
                                last30d: {
                                    current: number;
                                    previous: number;
                                    growth: number;
                                };
                                byStatus: {
                                    /** @enum {string} */
                                    status: "confirmed" | "awaiting_confirmation" | "checked_in" | "cancelled";
                                    count: number;
                                }[];
                            };
                            revenue: {
                                last30d: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                previous30d: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                            };
                            fieldsPublished: number;
                            alerts: {
                                /** @enum {string} */
                                kind: "webhook_failing" | "jobs_failing" | "jobs_backlog" | "emails_failing";
                                count: number;
                                companyId: string | null;
                                companyName: string | null;
                            }[];
                            recentSignUps: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                role: "SUPER_ADMIN" | "COMPANY_OWNER" | "EMPLOYEE" | "CUSTOMER";
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** Format: date-time */
                            generatedAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listAdminCompanies: {
        parameters: {
            query?: {
                search?: string;
                status?: "active" | "suspended";
                plan?: "basic" | "premium" | "enterprise";
                sort?: "name" | "-name" | "createdAt" | "-createdAt" | "bookings30d" | "-bookings30d";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "active" | "suspended";
                            suspendedAt: string | null;
                            suspensionReason: string | null;
                            /** @enum {string} */
                            plan: "basic" | "premium" | "enterprise";
                            owner: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                name: string;
                            };
                            fieldsCount: number;
                            employeesCount: number;
                            bookings30d: number;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
                        };
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminCompany: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "active" | "suspended";
                            suspendedAt: string | null;
                            suspensionReason: string | null;
                            /** @enum {string} */
                            plan: "basic" | "premium" | "enterprise";
                            owner: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                name: string;
                            };
                            fieldsCount: number;
                            employeesCount: number;
                            bookings30d: number;
                            /** Format: date-time */
                            createdAt: string;
                            timezone: string;
                            businessEmail: string | null;
                            phone: string | null;
                            website: string | null;
                            /** @enum {string} */
                            primaryCurrency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            currencies: ("USD" | "EUR" | "GBP" | "CAD" | "AUD")[];
                            subscriptionStatus: string;
                            usage: {
                                fields: number;
                                employees: number;
                                locations: number;
                            };
                            locations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                city: string;
                                country: string;
                                isPrimary: boolean;
                            }[];
                            counts: {
                                fieldsPublished: number;
                                bookingsMade: number;
                                customers: number;
                            };
                            revenue: {
                                allTime: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                last30d: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                            };
                            lastActivityAt: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    suspendCompany: {
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
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "active" | "suspended";
                            suspendedAt: string | null;
                            suspensionReason: string | null;
                            /** @enum {string} */
                            plan: "basic" | "premium" | "enterprise";
                            owner: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                name: string;
                            };
                            fieldsCount: number;
                            employeesCount: number;
                            bookings30d: number;
                            /** Format: date-time */
                            createdAt: string;
                            timezone: string;
                            businessEmail: string | null;
                            phone: string | null;
                            website: string | null;
                            /** @enum {string} */
                            primaryCurrency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            currencies: ("USD" | "EUR" | "GBP" | "CAD" | "AUD")[];
                            subscriptionStatus: string;
                            usage: {
                                fields: number;
                                employees: number;
                                locations: number;
                            };
                            locations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                city: string;
                                country: string;
                                isPrimary: boolean;
                            }[];
                            counts: {
                                fieldsPublished: number;
                                bookingsMade: number;
                                customers: number;
                            };
                            revenue: {
                                allTime: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                last30d: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                            };
                            lastActivityAt: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reactivateCompany: {
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
                    note?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "active" | "suspended";
                            suspendedAt: string | null;
                            suspensionReason: string | null;
                            /** @enum {string} */
                            plan: "basic" | "premium" | "enterprise";
                            owner: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                name: string;
                            };
                            fieldsCount: number;
                            employeesCount: number;
                            bookings30d: number;
                            /** Format: date-time */
                            createdAt: string;
                            timezone: string;
                            businessEmail: string | null;
                            phone: string | null;
                            website: string | null;
                            /** @enum {string} */
                            primaryCurrency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                            currencies: ("USD" | "EUR" | "GBP" | "CAD" | "AUD")[];
                            subscriptionStatus: string;
                            usage: {
                                fields: number;
                                employees: number;
                                locations: number;
                            };
                            locations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                city: string;
                                country: string;
                                isPrimary: boolean;
                            }[];
                            counts: {
                                fieldsPublished: number;
                                bookingsMade: number;
                                customers: number;
                            };
                            revenue: {
                                allTime: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                last30d: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                            };
                            lastActivityAt: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listAdminUsers: {
        parameters: {
            query?: {
                search?: string;
                role?: "SUPER_ADMIN" | "COMPANY_OWNER" | "EMPLOYEE" | "CUSTOMER";
                status?: "active" | "locked" | "unverified";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {string} */
                            role: "SUPER_ADMIN" | "COMPANY_OWNER" | "EMPLOYEE" | "CUSTOMER";
                            /** @enum {string} */
                            status: "active" | "locked" | "unverified";
                            emailVerified: boolean;
                            twoFactorEnabled: boolean;
                            companyName: string | null;
                            lastActiveAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
                        };
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminUser: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {string} */
                            role: "SUPER_ADMIN" | "COMPANY_OWNER" | "EMPLOYEE" | "CUSTOMER";
                            /** @enum {string} */
                            status: "active" | "locked" | "unverified";
                            emailVerified: boolean;
                            twoFactorEnabled: boolean;
                            companyName: string | null;
                            lastActiveAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            phone: string | null;
                            language: string;
                            lockedAt: string | null;
                            lockReason: string | null;
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                relation: "owner" | "employee";
                            } | null;
                            bookingsCount: number;
                            paymentsTotal: {
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                amount: number;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    lockUser: {
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
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {string} */
                            role: "SUPER_ADMIN" | "COMPANY_OWNER" | "EMPLOYEE" | "CUSTOMER";
                            /** @enum {string} */
                            status: "active" | "locked" | "unverified";
                            emailVerified: boolean;
                            twoFactorEnabled: boolean;
                            companyName: string | null;
                            lastActiveAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            phone: string | null;
                            language: string;
                            lockedAt: string | null;
                            lockReason: string | null;
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                relation: "owner" | "employee";
                            } | null;
                            bookingsCount: number;
                            paymentsTotal: {
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                amount: number;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    unlockUser: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {string} */
                            role: "SUPER_ADMIN" | "COMPANY_OWNER" | "EMPLOYEE" | "CUSTOMER";
                            /** @enum {string} */
                            status: "active" | "locked" | "unverified";
                            emailVerified: boolean;
                            twoFactorEnabled: boolean;
                            companyName: string | null;
                            lastActiveAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            phone: string | null;
                            language: string;
                            lockedAt: string | null;
                            lockReason: string | null;
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                relation: "owner" | "employee";
                            } | null;
                            bookingsCount: number;
                            paymentsTotal: {
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                amount: number;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    sendUserPasswordReset: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {string} */
                            role: "SUPER_ADMIN" | "COMPANY_OWNER" | "EMPLOYEE" | "CUSTOMER";
                            /** @enum {string} */
                            status: "active" | "locked" | "unverified";
                            emailVerified: boolean;
                            twoFactorEnabled: boolean;
                            companyName: string | null;
                            lastActiveAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            phone: string | null;
                            language: string;
                            lockedAt: string | null;
                            lockReason: string | null;
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                relation: "owner" | "employee";
                            } | null;
                            bookingsCount: number;
                            paymentsTotal: {
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                amount: number;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    verifyUserEmail: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {string} */
                            role: "SUPER_ADMIN" | "COMPANY_OWNER" | "EMPLOYEE" | "CUSTOMER";
                            /** @enum {string} */
                            status: "active" | "locked" | "unverified";
                            emailVerified: boolean;
                            twoFactorEnabled: boolean;
                            companyName: string | null;
                            lastActiveAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            phone: string | null;
                            language: string;
                            lockedAt: string | null;
                            lockReason: string | null;
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                relation: "owner" | "employee";
                            } | null;
                            bookingsCount: number;
                            paymentsTotal: {
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                amount: number;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    resendUserVerification: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {string} */
                            role: "SUPER_ADMIN" | "COMPANY_OWNER" | "EMPLOYEE" | "CUSTOMER";
                            /** @enum {string} */
                            status: "active" | "locked" | "unverified";
                            emailVerified: boolean;
                            twoFactorEnabled: boolean;
                            companyName: string | null;
                            lastActiveAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            phone: string | null;
                            language: string;
                            lockedAt: string | null;
                            lockReason: string | null;
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                relation: "owner" | "employee";
                            } | null;
                            bookingsCount: number;
                            paymentsTotal: {
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                amount: number;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listAdminActivity: {
        parameters: {
            query?: {
                actor?: string;
                action?: "company.suspended" | "company.reactivated" | "user.locked" | "user.unlocked" | "user.password_reset_sent" | "user.email_verified" | "user.verification_sent" | "settings.updated" | "announcement.sent" | "remote.activated";
                targetType?: "company" | "user" | "settings" | "announcement" | "remote";
                from?: string;
                to?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            action: "company.suspended" | "company.reactivated" | "user.locked" | "user.unlocked" | "user.password_reset_sent" | "user.email_verified" | "user.verification_sent" | "settings.updated" | "announcement.sent" | "remote.activated";
                            /** @enum {string} */
                            targetType: "company" | "user" | "settings" | "announcement" | "remote";
                            targetId: string | null;
                            targetLabel: string | null;
                            actor: {
                                id: string | null;
                                name: string;
                            };
                            reason: string | null;
                            before: unknown;
                            after: unknown;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
                        };
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPlatformAnalytics: {
        parameters: {
            query?: {
                period?: "7d" | "30d" | "3m" | "custom";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            period: "7d" | "30d" | "3m" | "custom";
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            currencies: ("USD" | "EUR" | "GBP" | "CAD" | "AUD")[];
                            totals: {
                                bookingsMade: number;
                                byStatus: {
                                    confirmed: number;
                                    awaiting_confirmation: number;
                                    checked_in: number;
                                    cancelled: number;
                                };
                                revenue: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                newUsers: number;
                                newCompanies: number;
                            };
                            days: {
                                /** Format: date */
                                date: string;
                                bookings: {
                                    confirmed: number;
                                    awaiting_confirmation: number;
                                    checked_in: number;
                                    cancelled: number;
                                };
                                revenue: {
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                    amount: number;
                                }[];
                                newUsers: number;
                                newCompanies: number;
                            }[];
                            topCompaniesByBookings: {
                                /** Format: uuid */
                                companyId: string;
                                name: string;
                                bookings: number;
                            }[];
                            topCompaniesByRevenue: {
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
                                companies: {
                                    /** Format: uuid */
                                    companyId: string;
                                    name: string;
                                    amount: number;
                                }[];
                            }[];
                            bookingsBySport: {
                                sportType: string;
                                bookings: number;
                            }[];
                            bookingsByCity: {
                                city: string;
                                bookings: number;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    exportPlatformAnalytics: {
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
                     * @default 30d
                     * @enum {string}
                     */
                    period?: "7d" | "30d" | "3m" | "custom";
                    /** Format: date */
                    from?: string;
                    /** Format: date */
                    to?: string;
                    /**
                     * @default csv
                     * @enum {string}
                     */
                    format?: "csv";
                };
            };
        };
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listRemoteReleases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            shellContract: string;
                            remotes: {
                                name: string;
                                activeVersion: string | null;
                                activeContract: string | null;
                                versions: {
                                    version: string;
                                    contract: string | null;
                                    publishedAt: string | null;
                                    compatible: boolean;
                                }[];
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    activateRemoteRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            name: string;
                            activeVersion: string | null;
                            activeContract: string | null;
                            versions: {
                                version: string;
                                contract: string | null;
                                publishedAt: string | null;
                                compatible: boolean;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    exportAdminActivity: {
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
                    actor?: string;
                    /** @enum {string} */
                    action?: "company.suspended" | "company.reactivated" | "user.locked" | "user.unlocked" | "user.password_reset_sent" | "user.email_verified" | "user.verification_sent" | "settings.updated" | "announcement.sent" | "remote.activated";
                    /** @enum {string} */
                    targetType?: "company" | "user" | "settings" | "announcement" | "remote";
                    /** Format: date */
                    from?: string;
                    /** Format: date */
                    to?: string;
                    /** @default 1 */
                    page?: number;
                    /** @default 20 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPlatformSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            maintenanceBanner: {
                                enabled: boolean;
                                message: {
                                    en: string;
                                    fr: string;
                                    ar: string;
                                };
                            };
                            companyRegistrationOpen: boolean;
                            /** @enum {string} */
                            defaultPlan: "basic" | "premium" | "enterprise";
                            /** Format: email */
                            supportEmail: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updatePlatformSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    maintenanceBanner?: {
                        enabled: boolean;
                        message: {
                            en: string;
                            fr: string;
                            ar: string;
                        };
                    };
                    companyRegistrationOpen?: boolean;
                    /** @enum {string} */
                    defaultPlan?: "basic" | "premium" | "enterprise";
                    /** Format: email */
                    supportEmail?: string;
                    updatedAt?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            maintenanceBanner: {
                                enabled: boolean;
                                message: {
                                    en: string;
                                    fr: string;
                                    ar: string;
                                };
                            };
                            companyRegistrationOpen: boolean;
                            /** @enum {string} */
                            defaultPlan: "basic" | "premium" | "enterprise";
                            /** Format: email */
                            supportEmail: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listAnnouncements: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "system" | "newsletter";
                            title: string;
                            message: string;
                            /** @enum {string} */
                            audience: "all" | "customers" | "company_staff" | "company";
                            companyId: string | null;
                            companyName: string | null;
                            channels: ("in_app" | "email")[];
                            recipients: number;
                            delivered: {
                                inApp: number;
                                email: number;
                            };
                            skipped: number;
                            failed: number;
                            pending: number;
                            /** Format: date-time */
                            createdAt: string;
                            createdBy: {
                                id: string | null;
                                name: string;
                            };
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
                        };
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    sendAnnouncement: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "system" | "newsletter";
                    title: string;
                    message: string;
                    /** @enum {string} */
                    audience: "all" | "customers" | "company_staff" | "company";
                    /** Format: uuid */
                    companyId?: string;
                    channels: ("in_app" | "email")[];
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            recipients: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request is understood but breaks a rule */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUnsubscribePage: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page and its button */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The link is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                    "text/html": string;
                };
            };
        };
    };
    unsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The setting is off */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {boolean} */
                            newsletter: false;
                        } | {
                            /** @enum {boolean} */
                            promotions: false;
                        } | {
                            /** @enum {boolean} */
                            bookingReminders: false;
                        };
                        message?: string;
                    };
                    "text/html": string;
                };
            };
            /** @description The link is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                    "text/html": string;
                };
            };
        };
    };
    geocode: {
        parameters: {
            query: {
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            results: {
                                label: string;
                                latitude: number;
                                longitude: number;
                                city: string;
                                country: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A service the route depends on failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    sendContactMessage: {
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
                    subject: string;
                    message: string;
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listOutboxMail: {
        parameters: {
            query?: {
                to?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            id: string;
                            to: string;
                            from: string;
                            subject: string;
                            html: string;
                            text: string;
                            template: string;
                            language: string;
                            createdAt: string;
                            attachments: {
                                filename: string;
                                contentType: string;
                                size: number;
                            }[];
                            headers: {
                                [key: string]: string;
                            };
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
