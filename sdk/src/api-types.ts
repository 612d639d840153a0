/** Generated from the BFF's /api/docs/json by `npm run generate -w sdk`; do not edit. */
export interface paths {
    "/api/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your call log, newest first
         * @description API key scope: `calls:read`
         */
        get: operations["getCalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calls/ice-servers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * STUN and TURN servers for a peer connection (TURN credentials expire after ttlSeconds)
         * @description API key scope: `calls:read`
         */
        get: operations["getCallsIceServers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/presence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who of the workspace is online, and in which call
         * @description API key scope: `calls:read`
         */
        get: operations["getPresence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/{id}/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The timeline, newest first
         * @description API key scope: `activities:read`
         */
        get: operations["getContactsByIdActivities"];
        put?: never;
        /**
         * Log a note, call or email
         * @description API key scope: `activities:write`
         */
        post: operations["postContactsByIdActivities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals/{id}/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The timeline, newest first
         * @description API key scope: `activities:read`
         */
        get: operations["getDealsByIdActivities"];
        put?: never;
        /**
         * Log a note, call or email
         * @description API key scope: `activities:write`
         */
        post: operations["postDealsByIdActivities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{id}": {
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
         * Delete your own note
         * @description API key scope: `activities:write`
         */
        delete: operations["deleteActivitiesById"];
        options?: never;
        head?: never;
        /**
         * Edit your own note
         * @description API key scope: `activities:write`
         */
        patch: operations["patchActivitiesById"];
        trace?: never;
    };
    "/api/admin/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's outgoing mail, newest first */
        get: operations["getAdminMailbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who did what to which record, newest first; `search` matches the actor, action or record */
        get: operations["getAdminAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each service's instances, requests, errors and latency */
        get: operations["getAdminServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users by status, sessions that still work, service health and alerts */
        get: operations["getAdminOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign-ins, audit entries, new users, contacts and deals per day; the services */
        get: operations["getAdminAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search and page through users */
        get: operations["getAdminUsers"];
        put?: never;
        /** Invite a user by email */
        post: operations["postAdminUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a user's role */
        put: operations["putAdminUsersByIdRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivate a user and sign them out everywhere */
        post: operations["postAdminUsersByIdDeactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Let a deactivated user sign in again */
        post: operations["postAdminUsersByIdReactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a reset link (or the invitation again, to an invited user) */
        post: operations["postAdminUsersByIdPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether AI is set up, and with which provider and models
         * @description API key scope: `dashboard:read`
         */
        get: operations["getAiStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/provider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The workspace's own model endpoint, key and models */
        put: operations["putAiProvider"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AI preferences
         * @description API key scope: `dashboard:read`
         */
        get: operations["getAiPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Auto-scoring, automatic task insights, built-in rules only */
        patch: operations["patchAiPreferences"];
        trace?: never;
    };
    "/api/ai/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Model catalogue and task cards
         * @description API key scope: `dashboard:read`
         */
        get: operations["getAiModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AI Performance: metered calls per timeframe
         * @description API key scope: `dashboard:read`
         */
        get: operations["getAiUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the orchestrator was asked lately (task completions)
         * @description API key scope: `dashboard:read`
         */
        get: operations["getAiRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Opportunities and risks the AI raised from score changes, of the insight types wanted
         * @description API key scope: `dashboard:read`
         */
        get: operations["getAiInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A contact's latest score, category and qualification
         * @description API key scope: `contacts:read`
         */
        get: operations["getAiContactsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/contacts/{id}/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Explainable lead score (fit + engagement)
         * @description API key scope: `ai:run`
         */
        post: operations["postAiContactsByIdScore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/contacts/{id}/enrich": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suggestions for empty fields, to accept or reject
         * @description API key scope: `ai:run`
         */
        post: operations["postAiContactsByIdEnrich"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/contacts/{id}/categorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buying role and segment
         * @description API key scope: `ai:run`
         */
        post: operations["postAiContactsByIdCategorize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/contacts/{id}/qualify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * BANT qualification
         * @description API key scope: `ai:run`
         */
        post: operations["postAiContactsByIdQualify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/suggestions/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply an enrichment suggestion
         * @description API key scope: `contacts:write`
         */
        post: operations["postAiSuggestionsByIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/suggestions/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dismiss an enrichment suggestion
         * @description API key scope: `contacts:write`
         */
        post: operations["postAiSuggestionsByIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/bulk-runs/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cost and time of a bulk analysis (001 §9)
         * @description API key scope: `ai:run`
         */
        post: operations["postAiBulkRunsEstimate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/bulk-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bulk analyses, newest first
         * @description API key scope: `ai:read`
         */
        get: operations["getAiBulkRuns"];
        put?: never;
        /**
         * Start a bulk analysis now or overnight
         * @description API key scope: `ai:run`
         */
        post: operations["postAiBulkRuns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/bulk-runs/failures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contacts a bulk analysis failed on
         * @description API key scope: `ai:read`
         */
        get: operations["getAiBulkRunsFailures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/bulk-runs/failures/{id}/requeue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Try a failed contact again
         * @description API key scope: `ai:run`
         */
        post: operations["postAiBulkRunsFailuresByIdRequeue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/bulk-runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One bulk analysis and its progress
         * @description API key scope: `ai:read`
         */
        get: operations["getAiBulkRunsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/bulk-runs/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a bulk analysis
         * @description API key scope: `ai:run`
         */
        post: operations["postAiBulkRunsByIdPause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/bulk-runs/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a bulk analysis
         * @description API key scope: `ai:run`
         */
        post: operations["postAiBulkRunsByIdResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/bulk-runs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a bulk analysis
         * @description API key scope: `ai:run`
         */
        post: operations["postAiBulkRunsByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai-goals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your goals
         * @description API key scope: `goals:read`
         */
        get: operations["getAiGoals"];
        put?: never;
        /**
         * Set a goal
         * @description API key scope: `goals:write`
         */
        post: operations["postAiGoals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai-goals/{id}": {
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
         * Delete a goal
         * @description API key scope: `goals:write`
         */
        delete: operations["deleteAiGoalsById"];
        options?: never;
        head?: never;
        /**
         * Change a goal
         * @description API key scope: `goals:write`
         */
        patch: operations["patchAiGoalsById"];
        trace?: never;
    };
    "/api/ai-goals/{id}/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ways to reach the goal from the real pipeline
         * @description API key scope: `goals:read`
         */
        get: operations["getAiGoalsByIdSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai-tools/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your recent runs
         * @description API key scope: `ai:read`
         */
        get: operations["getAiToolsRuns"];
        put?: never;
        /**
         * Run a tool with its form
         * @description API key scope: `ai:run`
         */
        post: operations["postAiToolsRuns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai-tools/runs/{id}/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a result as a note on a contact's or deal's timeline
         * @description API key scope: `ai:run`
         */
        post: operations["postAiToolsRunsByIdSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/deal-analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard's Deal Analytics section for a timeframe
         * @description API key scope: `analytics:read`
         */
        get: operations["getAnalyticsDealAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/pipeline-intelligence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pipeline intelligence screen
         * @description API key scope: `analytics:read`
         */
        get: operations["getAnalyticsPipelineIntelligence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/deal-risk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The deal risk screen
         * @description API key scope: `analytics:read`
         */
        get: operations["getAnalyticsDealRisk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/conversion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The conversion screen
         * @description API key scope: `analytics:read`
         */
        get: operations["getAnalyticsConversion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/pipeline-health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pipeline health screen
         * @description API key scope: `analytics:read`
         */
        get: operations["getAnalyticsPipelineHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/sales-cycle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sales cycle screen
         * @description API key scope: `analytics:read`
         */
        get: operations["getAnalyticsSalesCycle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/win-rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The win rate screen
         * @description API key scope: `analytics:read`
         */
        get: operations["getAnalyticsWinRate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/forecast": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The forecast screen
         * @description API key scope: `analytics:read`
         */
        get: operations["getAnalyticsForecast"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/live-deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The live deals screen
         * @description API key scope: `analytics:read`
         */
        get: operations["getAnalyticsLiveDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/competition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The competition screen
         * @description API key scope: `analytics:read`
         */
        get: operations["getAnalyticsCompetition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The revenue screen
         * @description API key scope: `analytics:read`
         */
        get: operations["getAnalyticsRevenue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Appointments starting in [from, to), by start
         * @description API key scope: `appointments:read`
         */
        get: operations["getAppointments"];
        put?: never;
        /**
         * Create an appointment
         * @description API key scope: `appointments:write`
         */
        post: operations["postAppointments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointments/upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Scheduled and starting after now, soonest first (5 unless `limit`)
         * @description API key scope: `appointments:read`
         */
        get: operations["getAppointmentsUpcoming"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One appointment
         * @description API key scope: `appointments:read`
         */
        get: operations["getAppointmentsById"];
        put?: never;
        post?: never;
        /**
         * Soft delete (undo with restore)
         * @description API key scope: `appointments:write`
         */
        delete: operations["deleteAppointmentsById"];
        options?: never;
        head?: never;
        /**
         * Change fields; `version` must be the one you read
         * @description API key scope: `appointments:write`
         */
        patch: operations["patchAppointmentsById"];
        trace?: never;
    };
    "/api/appointments/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a delete
         * @description API key scope: `appointments:write`
         */
        post: operations["postAppointmentsByIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assistants/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your conversations, newest first
         * @description API key scope: `ai:read`
         */
        get: operations["getAssistantsThreads"];
        put?: never;
        /**
         * Start a conversation
         * @description API key scope: `ai:run`
         */
        post: operations["postAssistantsThreads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assistants/threads/{threadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One conversation with its messages
         * @description API key scope: `ai:read`
         */
        get: operations["getAssistantsThreadsByThreadId"];
        put?: never;
        post?: never;
        /**
         * Delete a conversation
         * @description API key scope: `ai:run`
         */
        delete: operations["deleteAssistantsThreadsByThreadId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assistants/threads/{threadId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask; reads are answered, writes proposed
         * @description API key scope: `ai:run`
         */
        post: operations["postAssistantsThreadsByThreadIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assistants/threads/{threadId}/attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach to a task (its assistantThreadId)
         * @description API key scope: `ai:run`
         */
        post: operations["postAssistantsThreadsByThreadIdAttach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assistants/actions/{actionId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a proposed change
         * @description API key scope: `ai:run`
         */
        post: operations["postAssistantsActionsByActionIdConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assistants/actions/{actionId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Drop a proposed change
         * @description API key scope: `ai:run`
         */
        post: operations["postAssistantsActionsByActionIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assistants/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Executed and rejected actions
         * @description API key scope: `ai:read`
         */
        get: operations["getAssistantsAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password (needs the current one); signs out every other session */
        post: operations["postAuthChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's active sessions */
        get: operations["getAuthSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out one of your sessions (this one included) */
        delete: operations["deleteAuthSessionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a workspace on its free trial (on the chosen plan) and its first user */
        post: operations["postAuthSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in to the resolved workspace */
        post: operations["postAuthSignin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this session */
        post: operations["postAuthSignout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user-role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's role and permissions */
        get: operations["getAuthUserRole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a reset link; the answer is the same whether or not the email has an account */
        post: operations["postAuthForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset link; signs the user out everywhere */
        post: operations["postAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whom an invitation link invites (the token stays unused) */
        post: operations["postAuthInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/accept-invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation: set name and password, and sign in */
        post: operations["postAuthAcceptInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/support/enter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Take over a support session by its single-use code (a link from the tenant list) */
        get: operations["getAuthSupportEnter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/support/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the support session; answers where the operator’s own workspace is */
        post: operations["postAuthSupportEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/automation/workflows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Workflows
         * @description API key scope: `automation:read`
         */
        get: operations["getAutomationWorkflows"];
        put?: never;
        /**
         * A new draft
         * @description API key scope: `automation:write`
         */
        post: operations["postAutomationWorkflows"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/automation/workflows/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A workflow with its draft and live version
         * @description API key scope: `automation:read`
         */
        get: operations["getAutomationWorkflowsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change; an active one goes live as a new version
         * @description API key scope: `automation:write`
         */
        patch: operations["patchAutomationWorkflowsById"];
        trace?: never;
    };
    "/api/automation/workflows/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish the draft as the live version and run it on new events
         * @description API key scope: `automation:write`
         */
        post: operations["postAutomationWorkflowsByIdActivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/automation/workflows/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop starting runs (runs in flight finish)
         * @description API key scope: `automation:write`
         */
        post: operations["postAutomationWorkflowsByIdPause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/automation/workflows/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put the workflow away for good
         * @description API key scope: `automation:write`
         */
        post: operations["postAutomationWorkflowsByIdArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/automation/workflows/{id}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent runs with each step
         * @description API key scope: `automation:read`
         */
        get: operations["getAutomationWorkflowsByIdRuns"];
        put?: never;
        /**
         * Run a manual workflow on picked records
         * @description API key scope: `automation:write`
         */
        post: operations["postAutomationWorkflowsByIdRuns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/automation/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's workflow notifications */
        get: operations["getAutomationNotifications"];
        put?: never;
        post?: never;
        /** Clear my workflow notifications */
        delete: operations["deleteAutomationNotifications"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booking page as its visitor sees it */
        get: operations["getBookingBySlug"];
        put?: never;
        /** Book a free time (409 with the next free times when it was just taken) */
        post: operations["postBookingBySlug"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/{slug}/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Free times on the visitor's days [from, to], in their time zone */
        get: operations["getBookingBySlugSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking-links/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booking, by its link */
        get: operations["getBookingLinksByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking-links/{token}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a booking by its link */
        post: operations["postBookingLinksByTokenCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking-links/{token}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a booking to another free time by its link */
        post: operations["postBookingLinksByTokenReschedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar-sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your connected calendars and their sync state
         * @description API key scope: `appointments:read`
         */
        get: operations["getCalendarSync"];
        put?: never;
        /**
         * Connect a CalDAV calendar: signs in and finds the calendar first
         * @description API key scope: `appointments:write`
         */
        post: operations["postCalendarSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar-sync/{id}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync the calendar now
         * @description API key scope: `appointments:write`
         */
        post: operations["postCalendarSyncByIdSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar-sync/{id}": {
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
         * Disconnect the calendar
         * @description API key scope: `appointments:write`
         */
        delete: operations["deleteCalendarSyncById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar-sync/busy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your busy times from your calendar in [from, to) (read-only)
         * @description API key scope: `appointments:read`
         */
        get: operations["getCalendarSyncBusy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commissions/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Commission plans of the reps one may see
         * @description API key scope: `commerce:read`
         */
        get: operations["getCommissionsPlans"];
        /**
         * Sets a rep's plan
         * @description API key scope: `commerce:write`
         */
        put: operations["putCommissionsPlans"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commissions/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A rep's statement of a period: approved, or a draft from the won deals
         * @description API key scope: `commerce:read`
         */
        get: operations["getCommissionsStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commissions/statement/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves the statement: its lines and figures no longer change
         * @description API key scope: `commerce:write`
         */
        post: operations["postCommissionsStatementApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Companies by name
         * @description API key scope: `contacts:read`
         */
        get: operations["getCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Groups of contacts sharing an email, phone or company domain
         * @description API key scope: `contacts:read`
         */
        get: operations["getContactsDuplicates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/{id}/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Possible duplicates of one contact
         * @description API key scope: `contacts:read`
         */
        get: operations["getContactsByIdDuplicates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge one contact into another (undoable)
         * @description API key scope: `contacts:write`
         */
        post: operations["postContactsMerge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/merges/{mergeId}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a merge
         * @description API key scope: `contacts:write`
         */
        post: operations["postContactsMergesByMergeIdUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered list as CSV (streamed; row count in the X-Row-Count trailer)
         * @description API key scope: `imports:read`
         */
        get: operations["getContactsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A keyset page of contacts
         * @description API key scope: `contacts:read`
         */
        get: operations["getContacts"];
        put?: never;
        /**
         * Create a contact
         * @description API key scope: `contacts:write`
         */
        post: operations["postContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many contacts you may see, all or one owner’s
         * @description API key scope: `contacts:read`
         */
        get: operations["getContactsTotal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One contact
         * @description API key scope: `contacts:read`
         */
        get: operations["getContactsById"];
        put?: never;
        post?: never;
        /**
         * Soft delete (undo with restore)
         * @description API key scope: `contacts:write`
         */
        delete: operations["deleteContactsById"];
        options?: never;
        head?: never;
        /**
         * Change fields; `version` must be the one you read
         * @description API key scope: `contacts:write`
         */
        patch: operations["patchContactsById"];
        trace?: never;
    };
    "/api/contacts/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a delete
         * @description API key scope: `contacts:write`
         */
        post: operations["postContactsByIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My recent exports
         * @description API key scope: `imports:read`
         */
        get: operations["getContactsExports"];
        put?: never;
        /**
         * Export the contacts view with these filters as CSV in the background
         * @description API key scope: `imports:write`
         */
        post: operations["postContactsExports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/exports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The finished CSV file (row count in X-Row-Count)
         * @description API key scope: `imports:read`
         */
        get: operations["getContactsExportsByIdDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/layout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your layout (null: the default)
         * @description API key scope: `dashboard:read`
         */
        get: operations["getDashboardLayout"];
        /**
         * Save your layout
         * @description API key scope: `dashboard:write`
         */
        put: operations["putDashboardLayout"];
        post?: never;
        /**
         * Back to the default layout
         * @description API key scope: `dashboard:write`
         */
        delete: operations["deleteDashboardLayout"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/badge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hot contacts + pending tasks + the day's appointments
         * @description API key scope: `dashboard:read`
         */
        get: operations["getDashboardBadge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/recent-activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest activities you may see
         * @description API key scope: `dashboard:read`
         */
        get: operations["getDashboardRecentActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A kanban board: stages, first cards, totals
         * @description API key scope: `deals:read`
         */
        get: operations["getDealsBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A keyset page of deals
         * @description API key scope: `deals:read`
         */
        get: operations["getDeals"];
        put?: never;
        /**
         * Create a deal
         * @description API key scope: `deals:write`
         */
        post: operations["postDeals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One deal
         * @description API key scope: `deals:read`
         */
        get: operations["getDealsById"];
        put?: never;
        post?: never;
        /**
         * Soft delete (undo with restore)
         * @description API key scope: `deals:write`
         */
        delete: operations["deleteDealsById"];
        options?: never;
        head?: never;
        /**
         * Change fields; `version` must be the one you read
         * @description API key scope: `deals:write`
         */
        patch: operations["patchDealsById"];
        trace?: never;
    };
    "/api/deals/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stage changes, newest first
         * @description API key scope: `deals:read`
         */
        get: operations["getDealsByIdTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Drop the card into a stage between two others
         * @description API key scope: `deals:write`
         */
        post: operations["postDealsByIdMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a delete
         * @description API key scope: `deals:write`
         */
        post: operations["postDealsByIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals/{id}/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A deal's line items and their totals
         * @description API key scope: `commerce:read`
         */
        get: operations["getDealsByIdLines"];
        /**
         * Replace the deal's line items; with valueFollowsLines the deal's value becomes their total
         * @description API key scope: `commerce:write`
         */
        put: operations["putDealsByIdLines"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My recent exports
         * @description API key scope: `imports:read`
         */
        get: operations["getDealsExports"];
        put?: never;
        /**
         * Export the deals view with these filters as CSV in the background
         * @description API key scope: `imports:write`
         */
        post: operations["postDealsExports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deals/exports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The finished CSV file (row count in X-Row-Count)
         * @description API key scope: `imports:read`
         */
        get: operations["getDealsExportsByIdDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The demo workspace's revenue, deals won, new contacts and win rate for a period */
        get: operations["getDemoDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The demo workspace's highest-scored contacts */
        get: operations["getDemoContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/pipeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The demo workspace's default pipeline */
        get: operations["getDemoPipeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an email (the same intentId again returns the first send, never a second one)
         * @description API key scope: `email:write`
         */
        post: operations["postEmailSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/sends/{intentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A send and its status
         * @description API key scope: `email:read`
         */
        get: operations["getEmailSendsByIntentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Email templates
         * @description API key scope: `email:read`
         */
        get: operations["getEmailTemplates"];
        put?: never;
        /**
         * Add a template
         * @description API key scope: `email:write`
         */
        post: operations["postEmailTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a template (its author or an admin)
         * @description API key scope: `email:write`
         */
        put: operations["putEmailTemplatesById"];
        post?: never;
        /**
         * Delete a template
         * @description API key scope: `email:write`
         */
        delete: operations["deleteEmailTemplatesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your email signature
         * @description API key scope: `email:read`
         */
        get: operations["getEmailSignature"];
        /**
         * Set your email signature
         * @description API key scope: `email:write`
         */
        put: operations["putEmailSignature"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/embed/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's mini dashboard, for an API key with dashboard:read */
        get: operations["getEmbedDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lead capture forms with their submission counts
         * @description API key scope: `forms:read`
         */
        get: operations["getForms"];
        put?: never;
        /**
         * A new draft form
         * @description API key scope: `forms:write`
         */
        post: operations["postForms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A lead capture form
         * @description API key scope: `forms:read`
         */
        get: operations["getFormsById"];
        /**
         * Replace a form's definition
         * @description API key scope: `forms:write`
         */
        put: operations["putFormsById"];
        post?: never;
        /**
         * Delete a form (its submissions and contacts stay)
         * @description API key scope: `forms:write`
         */
        delete: operations["deleteFormsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forms/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a form: its hosted page and embeds take submissions
         * @description API key scope: `forms:write`
         */
        post: operations["postFormsByIdPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forms/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a form offline: its page answers not found
         * @description API key scope: `forms:write`
         */
        post: operations["postFormsByIdUnpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forms/{id}/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of a form's submissions, newest first
         * @description API key scope: `forms:read`
         */
        get: operations["getFormsByIdSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forms/{id}/submissions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every submission of a form as CSV, a column per field
         * @description API key scope: `forms:read`
         */
        get: operations["getFormsByIdSubmissionsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether every service answers over NATS, and how fast */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hosted-forms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published form as visitors see it */
        get: operations["getHostedFormsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hosted-forms/{id}/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A visitor's submission: makes or updates the contact with its email (a replay stores nothing twice) */
        post: operations["postHostedFormsByIdSubmissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a CSV file (multipart, field "file")
         * @description API key scope: `imports:write`
         */
        post: operations["postImportsContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent imports
         * @description API key scope: `imports:read`
         */
        get: operations["getImports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One import and its progress
         * @description API key scope: `imports:read`
         */
        get: operations["getImportsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start the import with a column mapping
         * @description API key scope: `imports:write`
         */
        post: operations["postImportsByIdStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the row errors
         * @description API key scope: `imports:read`
         */
        get: operations["getImportsByIdErrors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}/errors.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The row errors as a CSV download (streamed)
         * @description API key scope: `imports:read`
         */
        get: operations["getImportsByIdErrorsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo the import as a whole
         * @description API key scope: `imports:write`
         */
        post: operations["postImportsByIdRevert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent imports
         * @description API key scope: `imports:read`
         */
        get: operations["getImportsDeals"];
        put?: never;
        /**
         * Upload a CSV file (multipart, field "file")
         * @description API key scope: `imports:write`
         */
        post: operations["postImportsDeals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/deals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One import and its progress
         * @description API key scope: `imports:read`
         */
        get: operations["getImportsDealsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/deals/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start the import with a column mapping
         * @description API key scope: `imports:write`
         */
        post: operations["postImportsDealsByIdStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/deals/{id}/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the row errors
         * @description API key scope: `imports:read`
         */
        get: operations["getImportsDealsByIdErrors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/deals/{id}/errors.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The row errors as a CSV download (streamed)
         * @description API key scope: `imports:read`
         */
        get: operations["getImportsDealsByIdErrorsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/deals/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo the import as a whole
         * @description API key scope: `imports:write`
         */
        post: operations["postImportsDealsByIdRevert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invoices, newest first (of a status)
         * @description API key scope: `commerce:read`
         */
        get: operations["getInvoices"];
        put?: never;
        /**
         * From an accepted quote or by hand; numbered as it is created
         * @description API key scope: `commerce:write`
         */
        post: operations["postInvoices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every invoice (of a status) as CSV for accountants
         * @description API key scope: `commerce:read`
         */
        get: operations["getInvoicesExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How new invoices are numbered */
        get: operations["getInvoicesSettings"];
        /** The numbering pattern of new invoices */
        put: operations["putInvoicesSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One invoice with its lines and payments
         * @description API key scope: `commerce:read`
         */
        get: operations["getInvoicesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a draft (a sent invoice is refused)
         * @description API key scope: `commerce:write`
         */
        patch: operations["patchInvoicesById"];
        trace?: never;
    };
    "/api/invoices/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a draft as sent (it can no longer change)
         * @description API key scope: `commerce:write`
         */
        post: operations["postInvoicesByIdSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void; the number stays taken
         * @description API key scope: `commerce:write`
         */
        post: operations["postInvoicesByIdVoid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a payment received
         * @description API key scope: `commerce:write`
         */
        post: operations["postInvoicesByIdPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payment page at the provider for what the invoice still owes
         * @description API key scope: `commerce:write`
         */
        post: operations["postInvoicesByIdCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your connected mailboxes
         * @description API key scope: `email:read`
         */
        get: operations["getMailboxes"];
        put?: never;
        /**
         * Connect a mailbox: signs in to IMAP and SMTP first
         * @description API key scope: `email:write`
         */
        post: operations["postMailboxes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in again with the kept password
         * @description API key scope: `email:write`
         */
        post: operations["postMailboxesByIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes/{id}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync now
         * @description API key scope: `email:write`
         */
        post: operations["postMailboxesByIdSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes/{id}": {
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
         * Disconnect the mailbox
         * @description API key scope: `email:write`
         */
        delete: operations["deleteMailboxesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meeting-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Meeting types, by name
         * @description API key scope: `appointments:read`
         */
        get: operations["getMeetingTypes"];
        put?: never;
        /**
         * Create a meeting type
         * @description API key scope: `appointments:write`
         */
        post: operations["postMeetingTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meeting-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a meeting type
         * @description API key scope: `appointments:write`
         */
        put: operations["putMeetingTypesById"];
        post?: never;
        /**
         * Delete a meeting type (its bookings stay)
         * @description API key scope: `appointments:write`
         */
        delete: operations["deleteMeetingTypesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's people (owners, assignees)
         * @description API key scope: `contacts:read`
         */
        get: operations["getMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openai/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether AI is set up (the original API's name)
         * @description API key scope: `dashboard:read`
         */
        get: operations["getOpenaiStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Newsletter subscribers, newest first */
        get: operations["getOperatorNewsletter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/newsletter/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every newsletter subscriber as CSV */
        get: operations["getOperatorNewsletterExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/contact-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages sent through the contact form, newest first */
        get: operations["getOperatorContactRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every partner */
        get: operations["getOperatorPartners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/partners/{tenantId}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a partner's revenue share */
        put: operations["putOperatorPartnersByTenantIdShare"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/partners/{tenantId}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A partner's statement */
        get: operations["getOperatorPartnersByTenantIdStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/partners/{tenantId}/statement.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A partner's statement as CSV (streamed) */
        get: operations["getOperatorPartnersByTenantIdStatementCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search tenants */
        get: operations["getOperatorTenants"];
        put?: never;
        /** Create a tenant with its first super admin (invited by email) */
        post: operations["postOperatorTenants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/tenants/{tenantId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Suspend or reactivate a tenant */
        put: operations["putOperatorTenantsByTenantIdStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/tenants/{tenantId}/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a tenant's plan */
        put: operations["putOperatorTenantsByTenantIdPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/tenants/{tenantId}/trial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Extend a tenant's free trial by some days */
        put: operations["putOperatorTenantsByTenantIdTrial"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/tenants/{tenantId}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tenant's users */
        get: operations["getOperatorTenantsByTenantIdUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/tenants/{tenantId}/sign-in-as": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a 30-minute support session as one of the tenant’s users */
        post: operations["postOperatorTenantsByTenantIdSignInAs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Onboard a client: its workspace, branding and plan, and its first user (invited by email) */
        post: operations["postPartnersClients"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/clients/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your clients */
        get: operations["getPartnersClientsByTenantId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/clients/{tenantId}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload a client's logo (multipart, field "file") */
        put: operations["putPartnersClientsByTenantIdLogo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your clients with seats and contacts used, MRR */
        get: operations["getPartnersDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your revenue share, month by month */
        get: operations["getPartnersStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/statement.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your revenue statement as CSV (streamed) */
        get: operations["getPartnersStatementCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The provider's signed events (Stripe's Stripe-Signature header) */
        post: operations["postPaymentsWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pipelines with their stages
         * @description API key scope: `deals:read`
         */
        get: operations["getPipelines"];
        put?: never;
        /**
         * A new pipeline
         * @description API key scope: `deals:write`
         */
        post: operations["postPipelines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/{pipelineId}/stages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename, reorder, add or remove stages; `version` must be the one you read
         * @description API key scope: `deals:write`
         */
        put: operations["putPipelinesByPipelineIdStages"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/{pipelineId}": {
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
         * Delete; one with deals needs ?moveDealsTo=<pipeline id>
         * @description API key scope: `deals:write`
         */
        delete: operations["deletePipelinesByPipelineId"];
        options?: never;
        head?: never;
        /**
         * Rename
         * @description API key scope: `deals:write`
         */
        patch: operations["patchPipelinesByPipelineId"];
        trace?: never;
    };
    "/api/pipelines/{pipelineId}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make it the default pipeline
         * @description API key scope: `deals:write`
         */
        post: operations["postPipelinesByPipelineIdDefault"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipelines/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Every pipeline id, in the new order
         * @description API key scope: `deals:write`
         */
        put: operations["putPipelinesOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every plan */
        get: operations["getPlans"];
        put?: never;
        /** Create a plan */
        post: operations["postPlans"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This workspace's plan and each quota with what is used of it */
        get: operations["getPlansCurrent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/choose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the free trial by choosing the plan to go on with (no payment is taken) */
        post: operations["postPlansChoose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a plan */
        put: operations["putPlansById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The product catalogue
         * @description API key scope: `commerce:read`
         */
        get: operations["getProducts"];
        put?: never;
        /**
         * Add a product to the catalogue
         * @description API key scope: `commerce:write`
         */
        post: operations["postProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}": {
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
         * Change a product
         * @description API key scope: `commerce:write`
         */
        patch: operations["patchProductsById"];
        trace?: never;
    };
    "/api/public/automation-hooks/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start the workflow on the contact whose email the body names (a JSON object) */
        post: operations["postPublicAutomationHooksByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/click/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tracked link of a sequence mail */
        get: operations["getPublicClickByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plans offered on the pricing section */
        get: operations["getPublicPricing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe an address (it gets a confirmation link); the same answer for every valid address */
        post: operations["postPublicNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/newsletter/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a subscription with the mailed link */
        post: operations["postPublicNewsletterConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the platform's team */
        post: operations["postPublicContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/open/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open pixel of a sequence mail */
        get: operations["getPublicOpenByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/unsubscribe/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page of an unsubscribe link */
        get: operations["getPublicUnsubscribeByToken"];
        put?: never;
        /** Unsubscribe (one click, RFC 8058) */
        post: operations["postPublicUnsubscribeByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quote-links/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A quote as its customer sees it */
        get: operations["getQuoteLinksByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quote-links/{token}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quote as a PDF, for its customer */
        get: operations["getQuoteLinksByTokenPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quote-links/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer accepts this version with their typed name (time and address are recorded) */
        post: operations["postQuoteLinksByTokenAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quotes (of a deal)
         * @description API key scope: `commerce:read`
         */
        get: operations["getQuotes"];
        put?: never;
        /**
         * A quote of a deal (its line items unless lines are given)
         * @description API key scope: `commerce:write`
         */
        post: operations["postQuotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One quote with its lines
         * @description API key scope: `commerce:read`
         */
        get: operations["getQuotesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new version; the one revised is superseded
         * @description API key scope: `commerce:write`
         */
        post: operations["postQuotesByIdRevisions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The quote as a branded PDF
         * @description API key scope: `commerce:read`
         */
        get: operations["getQuotesByIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run a report spec: its groups and measures, counting only records you may see */
        post: operations["postReportsRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/drill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The records behind one group of a report (the group's keys as the run gave them), a page at a time */
        post: operations["postReportsDrill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A report's result table as CSV (group names, then the measures) */
        post: operations["postReportsExportCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your saved reports and the shared ones */
        get: operations["getReports"];
        put?: never;
        /** Save a report */
        post: operations["postReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a report */
        delete: operations["deleteReportsById"];
        options?: never;
        head?: never;
        /** Rename, change or share a report (owner only; `version` as read) */
        patch: operations["patchReportsById"];
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ctrl/Cmd-K: the best matches among contacts, companies, deals, tasks and notes
         * @description API key scope: `contacts:read`
         */
        get: operations["getSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Email sequences and their figures
         * @description API key scope: `email:read`
         */
        get: operations["getSequences"];
        put?: never;
        /**
         * Create a sequence
         * @description API key scope: `email:write`
         */
        post: operations["postSequences"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A sequence and its figures
         * @description API key scope: `email:read`
         */
        get: operations["getSequencesById"];
        put?: never;
        post?: never;
        /**
         * Delete a sequence: nothing more is sent
         * @description API key scope: `email:write`
         */
        delete: operations["deleteSequencesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences/{id}/enrol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enrol selected contacts, or every contact of a contacts filter (in the background)
         * @description API key scope: `email:write`
         */
        post: operations["postSequencesByIdEnrol"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences/{id}/enrolments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Enrolments of a sequence and where each stands
         * @description API key scope: `email:read`
         */
        get: operations["getSequencesByIdEnrolments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whose records each role sees
         * @description API key scope: `contacts:read`
         */
        get: operations["getSettingsVisibility"];
        /** Set one role's record scope */
        put: operations["putSettingsVisibility"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live API keys */
        get: operations["getSettingsApiKeys"];
        put?: never;
        /** Create a key (its secret is in this answer only) */
        post: operations["postSettingsApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a key at once */
        delete: operations["deleteSettingsApiKeysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms-webhooks/{accountId}/inbound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An incoming text (provider webhook) */
        post: operations["postSmsWebhooksByAccountIdInbound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms-webhooks/{accountId}/status/{messageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A delivery receipt (provider webhook) */
        post: operations["postSmsWebhooksByAccountIdStatusByMessageId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A keyset page of tasks
         * @description API key scope: `tasks:read`
         */
        get: operations["getTasks"];
        put?: never;
        /**
         * Create a task
         * @description API key scope: `tasks:write`
         */
        post: operations["postTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One task
         * @description API key scope: `tasks:read`
         */
        get: operations["getTasksById"];
        put?: never;
        post?: never;
        /**
         * Soft delete (undo with restore)
         * @description API key scope: `tasks:write`
         */
        delete: operations["deleteTasksById"];
        options?: never;
        head?: never;
        /**
         * Change fields; `version` must be the one you read
         * @description API key scope: `tasks:write`
         */
        patch: operations["patchTasksById"];
        trace?: never;
    };
    "/api/tasks/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark Complete
         * @description API key scope: `tasks:write`
         */
        post: operations["postTasksByIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark Incomplete
         * @description API key scope: `tasks:write`
         */
        post: operations["postTasksByIdReopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a delete
         * @description API key scope: `tasks:write`
         */
        post: operations["postTasksByIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/branding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the branding */
        put: operations["putTenantBranding"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's logo image */
        get: operations["getTenantLogo"];
        /** Upload the logo (multipart, field "file") */
        put: operations["putTenantLogo"];
        post?: never;
        /** Remove the logo */
        delete: operations["deleteTenantLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/favicon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's favicon image */
        get: operations["getTenantFavicon"];
        /** Upload the favicon (multipart, field "file") */
        put: operations["putTenantFavicon"];
        post?: never;
        /** Remove the favicon */
        delete: operations["deleteTenantFavicon"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Custom domains and the DNS records they need */
        get: operations["getTenantDomains"];
        put?: never;
        /** Add a custom domain */
        post: operations["postTenantDomains"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/domains/{domain}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Look for its TXT record in DNS now */
        post: operations["postTenantDomainsByDomainVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/domains/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a custom domain */
        delete: operations["deleteTenantDomainsByDomain"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The resolved tenant's branding and features */
        get: operations["getTenantInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/embedded-apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Addresses of the hosted apps shown at /business-intel and /intel */
        get: operations["getTenantEmbeddedApps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/text-messages/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sending numbers
         * @description API key scope: `texts:read`
         */
        get: operations["getTextMessagesAccounts"];
        put?: never;
        /** Connect a number: checks the credentials and points its incoming texts here */
        post: operations["postTextMessagesAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/text-messages/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a number */
        delete: operations["deleteTextMessagesAccountsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/text-messages/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Conversations, newest first (one contact’s when named)
         * @description API key scope: `texts:read`
         */
        get: operations["getTextMessagesThreads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/text-messages/threads/{accountId}/{peer}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A conversation’s texts, oldest first (marks them read)
         * @description API key scope: `texts:read`
         */
        get: operations["getTextMessagesThreadsByAccountIdByPeer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/text-messages/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a text (the same intentId again returns the first send, never a second one)
         * @description API key scope: `texts:write`
         */
        post: operations["postTextMessagesSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/text-messages/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Text many recipients once each (opted-out numbers skipped with the reason)
         * @description API key scope: `texts:write`
         */
        post: operations["postTextMessagesBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/text-messages/bulk/{bulkId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How far a bulk send is
         * @description API key scope: `texts:read`
         */
        get: operations["getTextMessagesBulkByBulkId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tls/ask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** May a certificate be issued for this host? */
        get: operations["getTlsAsk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recent user imports */
        get: operations["getUserImports"];
        put?: never;
        /** Upload a users CSV (multipart, field "file") */
        post: operations["postUserImports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user import and its progress */
        get: operations["getUserImportsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-imports/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start the user import */
        post: operations["postUserImportsByIdStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-imports/{id}/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the row errors */
        get: operations["getUserImportsByIdErrors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-imports/{id}/errors.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The row errors as a CSV download (streamed) */
        get: operations["getUserImportsByIdErrorsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your views and the shared ones, for one screen */
        get: operations["getViews"];
        put?: never;
        /** Save a view */
        post: operations["postViews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/views/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a view */
        delete: operations["deleteViewsById"];
        options?: never;
        head?: never;
        /** Rename, change or share (owner only; `version` as read), or make it your default */
        patch: operations["patchViewsById"];
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Webhook endpoints
         * @description API key scope: `webhooks:read`
         */
        get: operations["getWebhooks"];
        put?: never;
        /**
         * Add an endpoint (its signing secret is in this answer only)
         * @description API key scope: `webhooks:manage`
         */
        post: operations["postWebhooks"];
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
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an endpoint
         * @description API key scope: `webhooks:manage`
         */
        delete: operations["deleteWebhooksById"];
        options?: never;
        head?: never;
        /**
         * Change, turn off or on
         * @description API key scope: `webhooks:manage`
         */
        patch: operations["patchWebhooksById"];
        trace?: never;
    };
    "/api/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing secret (shown once)
         * @description API key scope: `webhooks:manage`
         */
        post: operations["postWebhooksByIdRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent deliveries with every attempt
         * @description API key scope: `webhooks:read`
         */
        get: operations["getWebhooksByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/deliveries/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again now
         * @description API key scope: `webhooks:manage`
         */
        post: operations["postWebhooksDeliveriesByIdRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/functions/v1/smart-score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Score a contact
         * @description API key scope: `ai:run`
         */
        post: operations["postFunctionsV1SmartScore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/functions/v1/smart-enrichment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suggest enrichment of a contact
         * @description API key scope: `ai:run`
         */
        post: operations["postFunctionsV1SmartEnrichment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/functions/v1/smart-categorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Categorize a contact
         * @description API key scope: `ai:run`
         */
        post: operations["postFunctionsV1SmartCategorize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/functions/v1/smart-qualify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Qualify a contact (BANT)
         * @description API key scope: `ai:run`
         */
        post: operations["postFunctionsV1SmartQualify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/functions/v1/smart-bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Analyse many contacts at once
         * @description API key scope: `ai:run`
         */
        post: operations["postFunctionsV1SmartBulk"];
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
        WorkflowStepInput: {
            id: string;
            /** @enum {string} */
            type: "wait";
            amount: number;
            /** @enum {string} */
            unit: "minutes" | "hours" | "days";
        } | {
            id: string;
            /** @enum {string} */
            type: "create_task";
            title: string;
            /** @enum {string} */
            taskType: "meeting" | "call" | "proposal" | "email" | "follow_up" | "other";
            /** @enum {string} */
            priority: "high" | "medium" | "low";
            dueInDays?: number;
            /** @enum {string} */
            assignTo: "record_owner" | "user";
            /** Format: uuid */
            assigneeId?: string;
        } | {
            id: string;
            /** @enum {string} */
            type: "update_fields";
            fields: {
                [key: string]: (string | null) | (number | null) | (boolean | null);
            };
        } | {
            id: string;
            /** @enum {string} */
            type: "assign_owner";
            /** @enum {string} */
            mode: "fixed" | "round_robin";
            userIds: string[];
        } | {
            id: string;
            /** @enum {string} */
            type: "add_tag";
            tag: string;
        } | {
            id: string;
            /** @enum {string} */
            type: "notify";
            userIds: string[];
            toOwner: boolean;
            message: string;
        } | {
            id: string;
            /** @enum {string} */
            type: "stop";
        } | {
            id: string;
            /** @enum {string} */
            type: "remove_tag";
            tag: string;
        } | {
            id: string;
            /** @enum {string} */
            type: "move_deal_stage";
            stageId: string | "";
        } | {
            id: string;
            /** @enum {string} */
            type: "create_deal";
            title: string;
            stageId: string | "";
            value: number;
        } | {
            id: string;
            /** @enum {string} */
            type: "send_email";
            templateId: string | "";
            /** @enum {string} */
            sender: "record_owner" | "user";
            /** Format: uuid */
            senderId?: string;
            /** Format: uuid */
            mailboxId?: string;
        } | {
            id: string;
            /** @enum {string} */
            type: "send_sms";
            body: string;
            /** @enum {string} */
            sender: "record_owner" | "user";
            /** Format: uuid */
            senderId?: string;
        } | {
            id: string;
            /** @enum {string} */
            type: "enrol_in_sequence";
            sequenceId: string | "";
            /** @enum {string} */
            sender: "record_owner" | "user";
            /** Format: uuid */
            senderId?: string;
        } | {
            id: string;
            /** @enum {string} */
            type: "http_request";
            /** @enum {string} */
            method: "GET" | "POST";
            url: string;
            body: string;
        } | {
            id: string;
            /** @enum {string} */
            type: "ai_score";
        } | {
            id: string;
            /** @enum {string} */
            type: "wait_for_event";
            /** @enum {string} */
            event: "email_replied";
            amount: number;
            /** @enum {string} */
            unit: "minutes" | "hours" | "days";
            yes: components["schemas"]["WorkflowStepInput"][];
            no: components["schemas"]["WorkflowStepInput"][];
        } | {
            id: string;
            /** @enum {string} */
            type: "condition";
            condition: {
                /** @enum {string} */
                match: "all" | "any";
                groups: {
                    /** @enum {string} */
                    match: "all" | "any";
                    rules: {
                        field: string;
                        /** @enum {string} */
                        operator: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "is_empty" | "is_not_empty";
                        value?: (string | null) | (number | null) | (boolean | null);
                    }[];
                }[];
            };
            yes: components["schemas"]["WorkflowStepInput"][];
            no: components["schemas"]["WorkflowStepInput"][];
        };
        WorkflowStep: {
            id: string;
            /** @enum {string} */
            type: "wait";
            amount: number;
            /** @enum {string} */
            unit: "minutes" | "hours" | "days";
        } | {
            id: string;
            /** @enum {string} */
            type: "create_task";
            title: string;
            /** @enum {string} */
            taskType: "meeting" | "call" | "proposal" | "email" | "follow_up" | "other";
            /** @enum {string} */
            priority: "high" | "medium" | "low";
            dueInDays?: number;
            /** @enum {string} */
            assignTo: "record_owner" | "user";
            /** Format: uuid */
            assigneeId?: string;
        } | {
            id: string;
            /** @enum {string} */
            type: "update_fields";
            fields: {
                [key: string]: (string | null) | (number | null) | (boolean | null);
            };
        } | {
            id: string;
            /** @enum {string} */
            type: "assign_owner";
            /** @enum {string} */
            mode: "fixed" | "round_robin";
            userIds: string[];
        } | {
            id: string;
            /** @enum {string} */
            type: "add_tag";
            tag: string;
        } | {
            id: string;
            /** @enum {string} */
            type: "notify";
            userIds: string[];
            toOwner: boolean;
            message: string;
        } | {
            id: string;
            /** @enum {string} */
            type: "stop";
        } | {
            id: string;
            /** @enum {string} */
            type: "remove_tag";
            tag: string;
        } | {
            id: string;
            /** @enum {string} */
            type: "move_deal_stage";
            stageId: string | "";
        } | {
            id: string;
            /** @enum {string} */
            type: "create_deal";
            title: string;
            stageId: string | "";
            value: number;
        } | {
            id: string;
            /** @enum {string} */
            type: "send_email";
            templateId: string | "";
            /** @enum {string} */
            sender: "record_owner" | "user";
            /** Format: uuid */
            senderId?: string;
            /** Format: uuid */
            mailboxId?: string;
        } | {
            id: string;
            /** @enum {string} */
            type: "send_sms";
            body: string;
            /** @enum {string} */
            sender: "record_owner" | "user";
            /** Format: uuid */
            senderId?: string;
        } | {
            id: string;
            /** @enum {string} */
            type: "enrol_in_sequence";
            sequenceId: string | "";
            /** @enum {string} */
            sender: "record_owner" | "user";
            /** Format: uuid */
            senderId?: string;
        } | {
            id: string;
            /** @enum {string} */
            type: "http_request";
            /** @enum {string} */
            method: "GET" | "POST";
            url: string;
            body: string;
        } | {
            id: string;
            /** @enum {string} */
            type: "ai_score";
        } | {
            id: string;
            /** @enum {string} */
            type: "wait_for_event";
            /** @enum {string} */
            event: "email_replied";
            amount: number;
            /** @enum {string} */
            unit: "minutes" | "hours" | "days";
            yes: components["schemas"]["WorkflowStep"][];
            no: components["schemas"]["WorkflowStep"][];
        } | {
            id: string;
            /** @enum {string} */
            type: "condition";
            condition: {
                /** @enum {string} */
                match: "all" | "any";
                groups: {
                    /** @enum {string} */
                    match: "all" | "any";
                    rules: {
                        field: string;
                        /** @enum {string} */
                        operator: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "is_empty" | "is_not_empty";
                        value?: (string | null) | (number | null) | (boolean | null);
                    }[];
                }[];
            };
            yes: components["schemas"]["WorkflowStep"][];
            no: components["schemas"]["WorkflowStep"][];
        };
        Error: {
            /** @enum {string} */
            code: "bad_input" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "quota_exceeded" | "trial_expired" | "rate_limited" | "unprocessable" | "unavailable" | "internal";
            message: string;
            details?: unknown;
        };
    };
    responses: {
        /** @description `bad_input`: a field is missing or invalid; `details.issues` names each field */
        BadInput: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `unauthenticated`: no session or API key, or it expired or was revoked */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `trial_expired` or `quota_exceeded`: the plan does not allow this write now */
        PaymentRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `forbidden`: the role, plan feature or API key scope (named in the message) does not allow it */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `not_found`: no such record or workspace, or not visible to you */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `conflict`: the record changed since it was read (`version`), or it already exists */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `bad_input`: the body or file is larger than the limit */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `unprocessable`: the Idempotency-Key was used before with another body */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `rate_limited`: too many requests; wait `Retry-After` seconds */
        RateLimited: {
            headers: {
                /** @description Seconds until a request is accepted again */
                "Retry-After"?: number;
                /** @description Requests allowed in the window */
                "RateLimit-Limit"?: number;
                /** @description Requests left in the window */
                "RateLimit-Remaining"?: number;
                /** @description Seconds until the window starts again */
                "RateLimit-Reset"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `unavailable`: a service behind this route is down for a moment; try again */
        Unavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCalls: {
        parameters: {
            query?: {
                after?: string;
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            callerId: string;
                            /** @enum {string} */
                            media: "audio" | "video";
                            group: boolean;
                            /** @enum {string} */
                            outcome: "completed" | "rejected" | "cancelled" | "no_answer" | "unavailable" | "busy" | "failed";
                            /** @enum {string} */
                            endReason: "rejected" | "cancelled" | "no_answer" | "hangup" | "disconnected" | "unavailable" | "busy" | "answered_elsewhere";
                            participants: {
                                /** Format: uuid */
                                userId: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                state: "invited" | "ringing" | "joined" | "declined" | "missed" | "busy" | "left" | "disconnected";
                            }[];
                            /** Format: date-time */
                            startedAt: string;
                            /** Format: date-time */
                            connectedAt: string | null;
                            /** Format: date-time */
                            endedAt: string;
                            durationSeconds: number;
                            quality: {
                                samples: number;
                                /** @enum {string} */
                                worst: "excellent" | "good" | "poor" | "disconnected";
                                bitrate: number;
                                packetLoss: number;
                                rtt: number;
                                jitter: number;
                            } | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getCallsIceServers: {
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
                        iceServers: {
                            urls: string[];
                            username?: string;
                            credential?: string;
                        }[];
                        ttlSeconds: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPresence: {
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
                        items: {
                            /** Format: uuid */
                            userId: string;
                            online: boolean;
                            /** Format: uuid */
                            inCallId: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getContactsByIdActivities: {
        parameters: {
            query?: {
                kind?: ("note" | "call" | "email" | "sms" | "stage_change" | "task_completed" | "appointment" | "contact_created" | "deal_created" | "form_submission")[];
                cursor?: string;
                limit?: number;
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "note" | "call" | "email" | "sms" | "stage_change" | "task_completed" | "appointment" | "contact_created" | "deal_created" | "form_submission";
                            /** Format: uuid */
                            contactId: string | null;
                            /** Format: uuid */
                            dealId: string | null;
                            /** Format: uuid */
                            actorId: string | null;
                            actorName: string | null;
                            subject: string | null;
                            body: string | null;
                            meta: {
                                [key: string]: unknown;
                            };
                            occurredAt: string;
                            updatedAt: string;
                            version: number;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postContactsByIdActivities: {
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
                    kind: "note";
                    body: string;
                    /** Format: date-time */
                    occurredAt?: string;
                } | {
                    /** @enum {string} */
                    kind: "call";
                    /** @enum {string} */
                    outcome: "connected" | "no_answer" | "left_voicemail" | "busy" | "wrong_number";
                    /** @default 0 */
                    durationSeconds?: number;
                    body?: string;
                    /** Format: date-time */
                    occurredAt?: string;
                } | {
                    /** @enum {string} */
                    kind: "email";
                    /**
                     * @default outbound
                     * @enum {string}
                     */
                    direction?: "outbound" | "inbound";
                    subject: string;
                    body?: string;
                    /** Format: date-time */
                    occurredAt?: string;
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
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        kind: "note" | "call" | "email" | "sms" | "stage_change" | "task_completed" | "appointment" | "contact_created" | "deal_created" | "form_submission";
                        /** Format: uuid */
                        contactId: string | null;
                        /** Format: uuid */
                        dealId: string | null;
                        /** Format: uuid */
                        actorId: string | null;
                        actorName: string | null;
                        subject: string | null;
                        body: string | null;
                        meta: {
                            [key: string]: unknown;
                        };
                        occurredAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDealsByIdActivities: {
        parameters: {
            query?: {
                kind?: ("note" | "call" | "email" | "sms" | "stage_change" | "task_completed" | "appointment" | "contact_created" | "deal_created" | "form_submission")[];
                cursor?: string;
                limit?: number;
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "note" | "call" | "email" | "sms" | "stage_change" | "task_completed" | "appointment" | "contact_created" | "deal_created" | "form_submission";
                            /** Format: uuid */
                            contactId: string | null;
                            /** Format: uuid */
                            dealId: string | null;
                            /** Format: uuid */
                            actorId: string | null;
                            actorName: string | null;
                            subject: string | null;
                            body: string | null;
                            meta: {
                                [key: string]: unknown;
                            };
                            occurredAt: string;
                            updatedAt: string;
                            version: number;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postDealsByIdActivities: {
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
                    kind: "note";
                    body: string;
                    /** Format: date-time */
                    occurredAt?: string;
                } | {
                    /** @enum {string} */
                    kind: "call";
                    /** @enum {string} */
                    outcome: "connected" | "no_answer" | "left_voicemail" | "busy" | "wrong_number";
                    /** @default 0 */
                    durationSeconds?: number;
                    body?: string;
                    /** Format: date-time */
                    occurredAt?: string;
                } | {
                    /** @enum {string} */
                    kind: "email";
                    /**
                     * @default outbound
                     * @enum {string}
                     */
                    direction?: "outbound" | "inbound";
                    subject: string;
                    body?: string;
                    /** Format: date-time */
                    occurredAt?: string;
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
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        kind: "note" | "call" | "email" | "sms" | "stage_change" | "task_completed" | "appointment" | "contact_created" | "deal_created" | "form_submission";
                        /** Format: uuid */
                        contactId: string | null;
                        /** Format: uuid */
                        dealId: string | null;
                        /** Format: uuid */
                        actorId: string | null;
                        actorName: string | null;
                        subject: string | null;
                        body: string | null;
                        meta: {
                            [key: string]: unknown;
                        };
                        occurredAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteActivitiesById: {
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
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    patchActivitiesById: {
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
                    body: string;
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
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        kind: "note" | "call" | "email" | "sms" | "stage_change" | "task_completed" | "appointment" | "contact_created" | "deal_created" | "form_submission";
                        /** Format: uuid */
                        contactId: string | null;
                        /** Format: uuid */
                        dealId: string | null;
                        /** Format: uuid */
                        actorId: string | null;
                        actorName: string | null;
                        subject: string | null;
                        body: string | null;
                        meta: {
                            [key: string]: unknown;
                        };
                        occurredAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAdminMailbox: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
                tenant?: string;
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
                        messages: {
                            /** Format: uuid */
                            id: string;
                            to: string;
                            subject: string;
                            text: string | null;
                            /** @enum {string} */
                            status: "pending" | "sent" | "logged" | "failed";
                            error: string | null;
                            createdAt: string;
                            sentAt: string | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAdminAuditLog: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
                search?: string;
                tenant?: string;
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
                        entries: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            actorId: string | null;
                            actorEmail: string | null;
                            /** Format: uuid */
                            onBehalfOfId: string | null;
                            onBehalfOfEmail: string | null;
                            /** @enum {string} */
                            action: "user.invited" | "user.invite_accepted" | "user.role_changed" | "user.deactivated" | "user.reactivated" | "user.password_reset_sent" | "user.password_reset" | "user.password_changed" | "user.locked" | "user.import_started" | "user.operator_granted" | "user.operator_revoked" | "tenant.created" | "tenant.suspended" | "tenant.reactivated" | "tenant.plan_changed" | "tenant.plan_chosen" | "tenant.trial_extended" | "plan.created" | "plan.updated" | "partner.client_onboarded" | "partner.share_changed" | "support.session_started" | "support.session_ended" | "api_key.created" | "api_key.revoked";
                            /** Format: uuid */
                            targetId: string | null;
                            targetLabel: string | null;
                            details: {
                                [key: string]: unknown;
                            };
                            createdAt: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAdminServices: {
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
                        services: {
                            name: string;
                            up: boolean;
                            instances: number;
                            requests: number;
                            errors: number;
                            averageLatencyMs: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            active: number;
                            invited: number;
                            deactivated: number;
                        };
                        activeSessions: number;
                        services: {
                            name: string;
                            up: boolean;
                            instances: number;
                            requests: number;
                            errors: number;
                            averageLatencyMs: number;
                        }[];
                        alerts: {
                            /** @enum {string} */
                            kind: "service_down" | "service_errors" | "quota" | "webhook_disabled";
                            /** @enum {string} */
                            severity: "warning" | "critical";
                            subject: string;
                            message: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAdminAnalytics: {
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
                        days: {
                            date: string;
                            signIns: number;
                            auditEvents: number;
                            usersCreated: number;
                            contactsCreated: number;
                            dealsCreated: number;
                        }[];
                        services: {
                            name: string;
                            up: boolean;
                            instances: number;
                            requests: number;
                            errors: number;
                            averageLatencyMs: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAdminUsers: {
        parameters: {
            query?: {
                q?: string;
                role?: "super_admin" | "wl_user" | "regular_user";
                status?: "invited" | "active" | "deactivated";
                after?: string;
                limit?: number;
                tenant?: string;
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
                        users: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            tenantId: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "super_admin" | "wl_user" | "regular_user";
                            createdAt: string;
                            isOperator: boolean;
                            /** @enum {string} */
                            status: "invited" | "active" | "deactivated";
                            lastSignInAt: string | null;
                            invitedAt: string | null;
                            lockedUntil: string | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAdminUsers: {
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
                    name?: string;
                    /** @enum {string} */
                    role: "super_admin" | "wl_user" | "regular_user";
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
                        user: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            tenantId: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "super_admin" | "wl_user" | "regular_user";
                            createdAt: string;
                            isOperator: boolean;
                            /** @enum {string} */
                            status: "invited" | "active" | "deactivated";
                            lastSignInAt: string | null;
                            invitedAt: string | null;
                            lockedUntil: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    putAdminUsersByIdRole: {
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
                    role: "super_admin" | "wl_user" | "regular_user";
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
                        user: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            tenantId: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "super_admin" | "wl_user" | "regular_user";
                            createdAt: string;
                            isOperator: boolean;
                            /** @enum {string} */
                            status: "invited" | "active" | "deactivated";
                            lastSignInAt: string | null;
                            invitedAt: string | null;
                            lockedUntil: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAdminUsersByIdDeactivate: {
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
                        user: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            tenantId: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "super_admin" | "wl_user" | "regular_user";
                            createdAt: string;
                            isOperator: boolean;
                            /** @enum {string} */
                            status: "invited" | "active" | "deactivated";
                            lastSignInAt: string | null;
                            invitedAt: string | null;
                            lockedUntil: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAdminUsersByIdReactivate: {
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
                        user: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            tenantId: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "super_admin" | "wl_user" | "regular_user";
                            createdAt: string;
                            isOperator: boolean;
                            /** @enum {string} */
                            status: "invited" | "active" | "deactivated";
                            lastSignInAt: string | null;
                            invitedAt: string | null;
                            lockedUntil: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAdminUsersByIdPasswordReset: {
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAiStatus: {
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
                        configured: boolean;
                        /** @enum {string} */
                        provider: "openai" | "builtin";
                        /** @enum {string} */
                        source: "tenant" | "platform" | "builtin";
                        baseUrlHost: string | null;
                        models: {
                            low: string;
                            medium: string;
                            high: string;
                        } & {
                            [key: string]: string;
                        };
                        batchApi: boolean;
                        providers: {
                            openai: boolean;
                            google: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    putAiProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    baseUrl?: "" | string;
                    apiKey?: string;
                    models: {
                        low?: string;
                        medium?: string;
                        high?: string;
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
                        configured: boolean;
                        /** @enum {string} */
                        provider: "openai" | "builtin";
                        /** @enum {string} */
                        source: "tenant" | "platform" | "builtin";
                        baseUrlHost: string | null;
                        models: {
                            low: string;
                            medium: string;
                            high: string;
                        } & {
                            [key: string]: string;
                        };
                        batchApi: boolean;
                        providers: {
                            openai: boolean;
                            google: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAiPreferences: {
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
                        /** @default true */
                        autoScoring: boolean;
                        /** @default true */
                        autoInsights: boolean;
                        /**
                         * @default auto
                         * @enum {string}
                         */
                        preferredProvider: "auto" | "builtin";
                        /**
                         * @default [
                         *       "opportunity",
                         *       "recommendation"
                         *     ]
                         */
                        insightTypes: ("opportunity" | "risk" | "recommendation")[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    patchAiPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    autoScoring?: boolean;
                    autoInsights?: boolean;
                    /** @enum {string} */
                    preferredProvider?: "auto" | "builtin";
                    insightTypes?: ("opportunity" | "risk" | "recommendation")[];
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
                        /** @default true */
                        autoScoring: boolean;
                        /** @default true */
                        autoInsights: boolean;
                        /**
                         * @default auto
                         * @enum {string}
                         */
                        preferredProvider: "auto" | "builtin";
                        /**
                         * @default [
                         *       "opportunity",
                         *       "recommendation"
                         *     ]
                         */
                        insightTypes: ("opportunity" | "risk" | "recommendation")[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAiModels: {
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
                        models: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            family: "gemini" | "gemma" | "gpt" | "builtin";
                            version: string;
                            pricing: {
                                input: number;
                                output: number;
                            };
                            contextWindow: number;
                            capabilities: ("text" | "json" | "reasoning" | "long-context" | "batch" | "offline")[];
                            badges: ("recommended" | "popular" | "lightweight")[];
                            /** @enum {string} */
                            category: "fast" | "balanced" | "accurate" | "offline";
                            description: string;
                            recommended: boolean;
                        }[];
                        tasks: {
                            /** @enum {string} */
                            id: "score" | "enrich" | "categorize" | "qualify";
                            name: string;
                            description: string;
                            estimatedTime: string;
                            bestModel: string;
                        }[];
                        recommendation: {
                            recommendedProvider: string;
                            recommendedModel: string;
                            byUrgency: {
                                low: string;
                                medium: string;
                                high: string;
                            } & {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAiUsage: {
        parameters: {
            query?: {
                timeframe?: "day" | "week" | "month" | "quarter";
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
                        timeframe: "day" | "week" | "month" | "quarter";
                        from: string;
                        totals: {
                            cost: number;
                            requests: number;
                            tokensUsed: number;
                            avgResponseTime: number;
                            successRate: number;
                            contactsAnalysed: number;
                        };
                        byModel: {
                            modelId: string;
                            requests: number;
                            tokensUsed: number;
                            cost: number;
                            avgResponseTime: number;
                            successRate: number;
                            costShare: number;
                            requestShare: number;
                        }[];
                        topModels: {
                            modelId: string;
                            requests: number;
                            tokensUsed: number;
                            cost: number;
                            avgResponseTime: number;
                            successRate: number;
                            costShare: number;
                            requestShare: number;
                        }[];
                        credits: {
                            limit: number | null;
                            used: number;
                            month: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAiRequests: {
        parameters: {
            query?: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            type: "task_completion_analysis" | "automation_suggestions" | "contact_scoring";
                            priority: string;
                            data: {
                                [key: string]: unknown;
                            };
                            context: {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            status: "pending" | "completed" | "failed";
                            result: unknown;
                            error: string | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAiInsights: {
        parameters: {
            query?: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            type: "opportunity" | "risk";
                            /** Format: uuid */
                            contactId: string;
                            contactName: string;
                            score: number;
                            previousScore: number | null;
                            reasons: string[];
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAiContactsById: {
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
                        contactId: string;
                        score: {
                            fit: number;
                            engagement: number;
                            confidence: number;
                            reasons: {
                                /** @enum {string} */
                                part: "fit" | "engagement";
                                label: string;
                                impact: number;
                                evidence: {
                                    /** @enum {string} */
                                    kind: "field" | "activity" | "deal" | "task";
                                    field?: string;
                                    /** Format: uuid */
                                    id?: string;
                                    value?: string;
                                    at?: string;
                                };
                            }[];
                            /** Format: uuid */
                            contactId: string;
                            score: number;
                            /** @enum {string} */
                            tier: "hot" | "warm" | "cold";
                            model: string;
                            promptVersion: string;
                            builtIn: boolean;
                            scoredAt: string;
                        } | null;
                        category: {
                            /** @enum {string} */
                            category: "decision_maker" | "influencer" | "champion" | "end_user" | "gatekeeper" | "customer" | "partner" | "unknown";
                            /** @enum {string} */
                            segment: "enterprise" | "mid_market" | "smb" | "consumer" | "unknown";
                            tags: string[];
                            confidence: number;
                            reasons: string[];
                            /** Format: uuid */
                            contactId: string;
                            model: string;
                            promptVersion: string;
                            builtIn: boolean;
                            analysedAt: string;
                        } | null;
                        qualification: {
                            qualified: boolean;
                            /** @enum {string} */
                            stage: "unqualified" | "marketing_qualified" | "sales_qualified" | "opportunity";
                            /** @enum {string} */
                            budget: "confirmed" | "likely" | "unknown" | "unlikely";
                            /** @enum {string} */
                            authority: "decision_maker" | "influencer" | "unknown";
                            /** @enum {string} */
                            need: "strong" | "some" | "unknown";
                            /** @enum {string} */
                            timing: "now" | "this_quarter" | "later" | "unknown";
                            confidence: number;
                            reasons: string[];
                            nextSteps: string[];
                            /** Format: uuid */
                            contactId: string;
                            model: string;
                            promptVersion: string;
                            builtIn: boolean;
                            analysedAt: string;
                        } | null;
                        suggestions: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            contactId: string;
                            /** @enum {string} */
                            field: "company" | "industry" | "position" | "title" | "location.country" | "socialProfiles.website" | "socialProfiles.linkedin" | "firstName" | "lastName" | "tags";
                            value: string;
                            reason: string;
                            confidence: number;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "rejected";
                            model: string;
                            builtIn: boolean;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAiContactsByIdScore: {
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
                    /**
                     * @default medium
                     * @enum {string}
                     */
                    urgency?: "low" | "medium" | "high";
                    /** @default 1 */
                    costLimit?: number;
                    /** @default 30000 */
                    timeLimit?: number;
                    /** @enum {string} */
                    priority?: "standard" | "premium";
                    /**
                     * @default basic
                     * @enum {string}
                     */
                    level?: "basic" | "standard" | "premium";
                    businessContext?: string;
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
                        fit: number;
                        engagement: number;
                        confidence: number;
                        reasons: {
                            /** @enum {string} */
                            part: "fit" | "engagement";
                            label: string;
                            impact: number;
                            evidence: {
                                /** @enum {string} */
                                kind: "field" | "activity" | "deal" | "task";
                                field?: string;
                                /** Format: uuid */
                                id?: string;
                                value?: string;
                                at?: string;
                            };
                        }[];
                        /** Format: uuid */
                        contactId: string;
                        score: number;
                        /** @enum {string} */
                        tier: "hot" | "warm" | "cold";
                        model: string;
                        promptVersion: string;
                        builtIn: boolean;
                        scoredAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAiContactsByIdEnrich: {
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
                    /**
                     * @default medium
                     * @enum {string}
                     */
                    urgency?: "low" | "medium" | "high";
                    /** @default 1 */
                    costLimit?: number;
                    /** @default 30000 */
                    timeLimit?: number;
                    /** @enum {string} */
                    priority?: "standard" | "premium";
                    /**
                     * @default basic
                     * @enum {string}
                     */
                    level?: "basic" | "standard" | "premium";
                    businessContext?: string;
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
                        contactId: string;
                        suggestions: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            contactId: string;
                            /** @enum {string} */
                            field: "company" | "industry" | "position" | "title" | "location.country" | "socialProfiles.website" | "socialProfiles.linkedin" | "firstName" | "lastName" | "tags";
                            value: string;
                            reason: string;
                            confidence: number;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "rejected";
                            model: string;
                            builtIn: boolean;
                            createdAt: string;
                        }[];
                        model: string;
                        builtIn: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAiContactsByIdCategorize: {
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
                    /**
                     * @default medium
                     * @enum {string}
                     */
                    urgency?: "low" | "medium" | "high";
                    /** @default 1 */
                    costLimit?: number;
                    /** @default 30000 */
                    timeLimit?: number;
                    /** @enum {string} */
                    priority?: "standard" | "premium";
                    /**
                     * @default basic
                     * @enum {string}
                     */
                    level?: "basic" | "standard" | "premium";
                    businessContext?: string;
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
                        category: "decision_maker" | "influencer" | "champion" | "end_user" | "gatekeeper" | "customer" | "partner" | "unknown";
                        /** @enum {string} */
                        segment: "enterprise" | "mid_market" | "smb" | "consumer" | "unknown";
                        tags: string[];
                        confidence: number;
                        reasons: string[];
                        /** Format: uuid */
                        contactId: string;
                        model: string;
                        promptVersion: string;
                        builtIn: boolean;
                        analysedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAiContactsByIdQualify: {
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
                    /**
                     * @default medium
                     * @enum {string}
                     */
                    urgency?: "low" | "medium" | "high";
                    /** @default 1 */
                    costLimit?: number;
                    /** @default 30000 */
                    timeLimit?: number;
                    /** @enum {string} */
                    priority?: "standard" | "premium";
                    /**
                     * @default basic
                     * @enum {string}
                     */
                    level?: "basic" | "standard" | "premium";
                    businessContext?: string;
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
                        qualified: boolean;
                        /** @enum {string} */
                        stage: "unqualified" | "marketing_qualified" | "sales_qualified" | "opportunity";
                        /** @enum {string} */
                        budget: "confirmed" | "likely" | "unknown" | "unlikely";
                        /** @enum {string} */
                        authority: "decision_maker" | "influencer" | "unknown";
                        /** @enum {string} */
                        need: "strong" | "some" | "unknown";
                        /** @enum {string} */
                        timing: "now" | "this_quarter" | "later" | "unknown";
                        confidence: number;
                        reasons: string[];
                        nextSteps: string[];
                        /** Format: uuid */
                        contactId: string;
                        model: string;
                        promptVersion: string;
                        builtIn: boolean;
                        analysedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAiSuggestionsByIdAccept: {
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
                        /** Format: uuid */
                        contactId: string;
                        /** @enum {string} */
                        field: "company" | "industry" | "position" | "title" | "location.country" | "socialProfiles.website" | "socialProfiles.linkedin" | "firstName" | "lastName" | "tags";
                        value: string;
                        reason: string;
                        confidence: number;
                        /** @enum {string} */
                        status: "pending" | "accepted" | "rejected";
                        model: string;
                        builtIn: boolean;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAiSuggestionsByIdReject: {
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
                        /** Format: uuid */
                        contactId: string;
                        /** @enum {string} */
                        field: "company" | "industry" | "position" | "title" | "location.country" | "socialProfiles.website" | "socialProfiles.linkedin" | "firstName" | "lastName" | "tags";
                        value: string;
                        reason: string;
                        confidence: number;
                        /** @enum {string} */
                        status: "pending" | "accepted" | "rejected";
                        model: string;
                        builtIn: boolean;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAiBulkRunsEstimate: {
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
                     * @default medium
                     * @enum {string}
                     */
                    urgency?: "low" | "medium" | "high";
                    /** @default 1 */
                    costLimit?: number;
                    /** @default 30000 */
                    timeLimit?: number;
                    scope: {
                        /** @enum {string} */
                        kind: "selected";
                        contactIds: string[];
                    } | {
                        /** @enum {string} */
                        kind: "all";
                    };
                    /**
                     * @default score
                     * @enum {string}
                     */
                    analysisType?: "score" | "enrich" | "categorize" | "qualify";
                    /**
                     * @default immediate
                     * @enum {string}
                     */
                    mode?: "immediate" | "overnight";
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
                        contacts: number;
                        costUsd: number;
                        seconds: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAiBulkRuns: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            analysisType: "score" | "enrich" | "categorize" | "qualify";
                            /** @enum {string} */
                            mode: "immediate" | "overnight";
                            /** @enum {string} */
                            status: "scheduled" | "running" | "paused" | "completed" | "cancelled" | "stopped" | "failed";
                            urgency: string;
                            model: string;
                            builtIn: boolean;
                            /** @enum {string} */
                            channel: "now" | "batch_api" | "window";
                            total: number;
                            processed: number;
                            succeeded: number;
                            failed: number;
                            estimate: {
                                costUsd: number;
                                seconds: number;
                            };
                            costLimit: number;
                            costUsd: number;
                            creditsSpent: number;
                            reason: string | null;
                            scheduledFor: string | null;
                            /** Format: uuid */
                            createdBy: string | null;
                            createdAt: string;
                            startedAt: string | null;
                            finishedAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAiBulkRuns: {
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
                     * @default medium
                     * @enum {string}
                     */
                    urgency?: "low" | "medium" | "high";
                    /** @default 1 */
                    costLimit?: number;
                    /** @default 30000 */
                    timeLimit?: number;
                    scope: {
                        /** @enum {string} */
                        kind: "selected";
                        contactIds: string[];
                    } | {
                        /** @enum {string} */
                        kind: "all";
                    };
                    /**
                     * @default score
                     * @enum {string}
                     */
                    analysisType?: "score" | "enrich" | "categorize" | "qualify";
                    /**
                     * @default immediate
                     * @enum {string}
                     */
                    mode?: "immediate" | "overnight";
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
                        run: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            analysisType: "score" | "enrich" | "categorize" | "qualify";
                            /** @enum {string} */
                            mode: "immediate" | "overnight";
                            /** @enum {string} */
                            status: "scheduled" | "running" | "paused" | "completed" | "cancelled" | "stopped" | "failed";
                            urgency: string;
                            model: string;
                            builtIn: boolean;
                            /** @enum {string} */
                            channel: "now" | "batch_api" | "window";
                            total: number;
                            processed: number;
                            succeeded: number;
                            failed: number;
                            estimate: {
                                costUsd: number;
                                seconds: number;
                            };
                            costLimit: number;
                            costUsd: number;
                            creditsSpent: number;
                            reason: string | null;
                            scheduledFor: string | null;
                            /** Format: uuid */
                            createdBy: string | null;
                            createdAt: string;
                            startedAt: string | null;
                            finishedAt: string | null;
                        };
                        summary: {
                            total: number;
                            successful: number;
                            failed: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAiBulkRunsFailures: {
        parameters: {
            query?: {
                runId?: string;
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            queue: string;
                            /** Format: uuid */
                            runId: string | null;
                            contactCount: number;
                            reason: string;
                            attempts: number;
                            failedAt: string;
                            requeuedAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAiBulkRunsFailuresByIdRequeue: {
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
                        requeued: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAiBulkRunsById: {
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
                        analysisType: "score" | "enrich" | "categorize" | "qualify";
                        /** @enum {string} */
                        mode: "immediate" | "overnight";
                        /** @enum {string} */
                        status: "scheduled" | "running" | "paused" | "completed" | "cancelled" | "stopped" | "failed";
                        urgency: string;
                        model: string;
                        builtIn: boolean;
                        /** @enum {string} */
                        channel: "now" | "batch_api" | "window";
                        total: number;
                        processed: number;
                        succeeded: number;
                        failed: number;
                        estimate: {
                            costUsd: number;
                            seconds: number;
                        };
                        costLimit: number;
                        costUsd: number;
                        creditsSpent: number;
                        reason: string | null;
                        scheduledFor: string | null;
                        /** Format: uuid */
                        createdBy: string | null;
                        createdAt: string;
                        startedAt: string | null;
                        finishedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAiBulkRunsByIdPause: {
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
                        analysisType: "score" | "enrich" | "categorize" | "qualify";
                        /** @enum {string} */
                        mode: "immediate" | "overnight";
                        /** @enum {string} */
                        status: "scheduled" | "running" | "paused" | "completed" | "cancelled" | "stopped" | "failed";
                        urgency: string;
                        model: string;
                        builtIn: boolean;
                        /** @enum {string} */
                        channel: "now" | "batch_api" | "window";
                        total: number;
                        processed: number;
                        succeeded: number;
                        failed: number;
                        estimate: {
                            costUsd: number;
                            seconds: number;
                        };
                        costLimit: number;
                        costUsd: number;
                        creditsSpent: number;
                        reason: string | null;
                        scheduledFor: string | null;
                        /** Format: uuid */
                        createdBy: string | null;
                        createdAt: string;
                        startedAt: string | null;
                        finishedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAiBulkRunsByIdResume: {
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
                        analysisType: "score" | "enrich" | "categorize" | "qualify";
                        /** @enum {string} */
                        mode: "immediate" | "overnight";
                        /** @enum {string} */
                        status: "scheduled" | "running" | "paused" | "completed" | "cancelled" | "stopped" | "failed";
                        urgency: string;
                        model: string;
                        builtIn: boolean;
                        /** @enum {string} */
                        channel: "now" | "batch_api" | "window";
                        total: number;
                        processed: number;
                        succeeded: number;
                        failed: number;
                        estimate: {
                            costUsd: number;
                            seconds: number;
                        };
                        costLimit: number;
                        costUsd: number;
                        creditsSpent: number;
                        reason: string | null;
                        scheduledFor: string | null;
                        /** Format: uuid */
                        createdBy: string | null;
                        createdAt: string;
                        startedAt: string | null;
                        finishedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAiBulkRunsByIdCancel: {
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
                        analysisType: "score" | "enrich" | "categorize" | "qualify";
                        /** @enum {string} */
                        mode: "immediate" | "overnight";
                        /** @enum {string} */
                        status: "scheduled" | "running" | "paused" | "completed" | "cancelled" | "stopped" | "failed";
                        urgency: string;
                        model: string;
                        builtIn: boolean;
                        /** @enum {string} */
                        channel: "now" | "batch_api" | "window";
                        total: number;
                        processed: number;
                        succeeded: number;
                        failed: number;
                        estimate: {
                            costUsd: number;
                            seconds: number;
                        };
                        costLimit: number;
                        costUsd: number;
                        creditsSpent: number;
                        reason: string | null;
                        scheduledFor: string | null;
                        /** Format: uuid */
                        createdBy: string | null;
                        createdAt: string;
                        startedAt: string | null;
                        finishedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAiGoals: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            /** @enum {string} */
                            metric: "revenue" | "deals_won" | "deals_created" | "calls_made" | "contacts_added" | "tasks_completed" | "meetings_held";
                            target: number;
                            /** @enum {string} */
                            period: "this_week" | "this_month" | "this_quarter" | "this_year" | "custom";
                            /** @enum {string} */
                            scope: "me" | "team";
                            startsOn: string;
                            endsOn: string;
                            /** Format: uuid */
                            ownerId: string;
                            current: number;
                            percent: number;
                            expected: number;
                            /** @enum {string} */
                            pace: "achieved" | "on_track" | "behind" | "missed" | "not_started";
                            projected: number;
                            daysLeft: number;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAiGoals: {
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
                    /** @enum {string} */
                    metric: "revenue" | "deals_won" | "deals_created" | "calls_made" | "contacts_added" | "tasks_completed" | "meetings_held";
                    target: number;
                    /** @enum {string} */
                    period: "this_week" | "this_month" | "this_quarter" | "this_year" | "custom";
                    /**
                     * @default me
                     * @enum {string}
                     */
                    scope?: "me" | "team";
                    /** Format: date */
                    startsOn?: string;
                    /** Format: date */
                    endsOn?: string;
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
                        /** Format: uuid */
                        id: string;
                        title: string;
                        /** @enum {string} */
                        metric: "revenue" | "deals_won" | "deals_created" | "calls_made" | "contacts_added" | "tasks_completed" | "meetings_held";
                        target: number;
                        /** @enum {string} */
                        period: "this_week" | "this_month" | "this_quarter" | "this_year" | "custom";
                        /** @enum {string} */
                        scope: "me" | "team";
                        startsOn: string;
                        endsOn: string;
                        /** Format: uuid */
                        ownerId: string;
                        current: number;
                        percent: number;
                        expected: number;
                        /** @enum {string} */
                        pace: "achieved" | "on_track" | "behind" | "missed" | "not_started";
                        projected: number;
                        daysLeft: number;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteAiGoalsById: {
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
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    patchAiGoalsById: {
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
                    target?: number;
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
                        title: string;
                        /** @enum {string} */
                        metric: "revenue" | "deals_won" | "deals_created" | "calls_made" | "contacts_added" | "tasks_completed" | "meetings_held";
                        target: number;
                        /** @enum {string} */
                        period: "this_week" | "this_month" | "this_quarter" | "this_year" | "custom";
                        /** @enum {string} */
                        scope: "me" | "team";
                        startsOn: string;
                        endsOn: string;
                        /** Format: uuid */
                        ownerId: string;
                        current: number;
                        percent: number;
                        expected: number;
                        /** @enum {string} */
                        pace: "achieved" | "on_track" | "behind" | "missed" | "not_started";
                        projected: number;
                        daysLeft: number;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAiGoalsByIdSuggestions: {
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
                        goalId: string;
                        gap: number;
                        suggestions: {
                            title: string;
                            detail: string;
                            references: {
                                /** @enum {string} */
                                type: "deal" | "contact" | "task";
                                /** Format: uuid */
                                id: string;
                                label: string;
                            }[];
                        }[];
                        model: string;
                        builtIn: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAiToolsRuns: {
        parameters: {
            query?: {
                toolId?: string;
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            toolId: string;
                            toolName: string;
                            input: {
                                [key: string]: unknown;
                            };
                            sections: {
                                key: string;
                                label: string;
                                /** @enum {string} */
                                kind: "text" | "list" | "value";
                                text?: string;
                                items?: string[];
                            }[];
                            text: string;
                            model: string;
                            builtIn: boolean;
                            savedTo: {
                                /** Format: uuid */
                                contactId: string | null;
                                /** Format: uuid */
                                dealId: string | null;
                                /** Format: uuid */
                                activityId: string;
                            }[];
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAiToolsRuns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    toolId: string;
                    input: {
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
                        /** Format: uuid */
                        id: string;
                        toolId: string;
                        toolName: string;
                        input: {
                            [key: string]: unknown;
                        };
                        sections: {
                            key: string;
                            label: string;
                            /** @enum {string} */
                            kind: "text" | "list" | "value";
                            text?: string;
                            items?: string[];
                        }[];
                        text: string;
                        model: string;
                        builtIn: boolean;
                        savedTo: {
                            /** Format: uuid */
                            contactId: string | null;
                            /** Format: uuid */
                            dealId: string | null;
                            /** Format: uuid */
                            activityId: string;
                        }[];
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAiToolsRunsByIdSave: {
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
                    /** Format: uuid */
                    contactId?: string;
                    /** Format: uuid */
                    dealId?: string;
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
                        toolId: string;
                        toolName: string;
                        input: {
                            [key: string]: unknown;
                        };
                        sections: {
                            key: string;
                            label: string;
                            /** @enum {string} */
                            kind: "text" | "list" | "value";
                            text?: string;
                            items?: string[];
                        }[];
                        text: string;
                        model: string;
                        builtIn: boolean;
                        savedTo: {
                            /** Format: uuid */
                            contactId: string | null;
                            /** Format: uuid */
                            dealId: string | null;
                            /** Format: uuid */
                            activityId: string;
                        }[];
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAnalyticsDealAnalytics: {
        parameters: {
            query?: {
                timeframe?: "week" | "month" | "quarter";
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
                        timeframe: "week" | "month" | "quarter";
                        kpis: {
                            totalRevenue: number;
                            conversionRate: number;
                            totalContacts: number;
                            averageDealSize: number;
                            dealsCreated: number;
                            dealsCreatedWon: number;
                            dealsWon: number;
                        };
                        activePipeline: {
                            count: number;
                            value: number;
                            contacts: {
                                /** Format: uuid */
                                id: string | null;
                                name: string | null;
                            }[];
                            moreContacts: number;
                        };
                        wonYtd: {
                            count: number;
                            value: number;
                            contacts: {
                                /** Format: uuid */
                                id: string | null;
                                name: string | null;
                            }[];
                            moreContacts: number;
                        };
                        lostYtd: {
                            count: number;
                            value: number;
                            contacts: {
                                /** Format: uuid */
                                id: string | null;
                                name: string | null;
                            }[];
                            moreContacts: number;
                        };
                        trend: {
                            label: string;
                            revenue: number;
                            won: number;
                            created: number;
                        }[];
                        stages: {
                            /** Format: uuid */
                            stageId: string;
                            name: string;
                            /** @enum {string} */
                            kind: "open" | "won" | "lost";
                            count: number;
                            value: number;
                            reached: number;
                            conversion: number | null;
                            averageDays: number | null;
                        }[];
                        byCloseMonth: {
                            count: number;
                            value: number;
                            month: string | null;
                            weighted: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAnalyticsPipelineIntelligence: {
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
                        summary: {
                            all: {
                                count: number;
                                value: number;
                            };
                            active: {
                                count: number;
                                value: number;
                                weighted: number;
                                averageProbability: number;
                                averageAgeDays: number;
                            };
                            won: {
                                count: number;
                                value: number;
                            };
                            lost: {
                                count: number;
                                value: number;
                            };
                            wonYtd: {
                                count: number;
                                value: number;
                            };
                            lostYtd: {
                                count: number;
                                value: number;
                            };
                            hot: {
                                count: number;
                                value: number;
                            };
                            warm: {
                                count: number;
                                value: number;
                            };
                            cold: {
                                count: number;
                                value: number;
                            };
                            highRisk: {
                                count: number;
                                value: number;
                            };
                            mediumRisk: {
                                count: number;
                                value: number;
                            };
                            lowRisk: {
                                count: number;
                                value: number;
                            };
                            lowRiskListed: number;
                            stuck: {
                                count: number;
                                value: number;
                            };
                            highPotential: {
                                count: number;
                                value: number;
                            };
                            recent: number;
                            salesVelocity: number;
                            largeDeals: number;
                            ageGreen: number;
                            ageYellow: number;
                            ageRed: number;
                            averageDaysToClose: number | null;
                        };
                        hot: {
                            total: number;
                            items: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                value: number;
                                probability: number;
                                /** @enum {string} */
                                status: "open" | "won" | "lost";
                                stageName: string;
                                /** Format: uuid */
                                contactId: string | null;
                                contactName: string | null;
                                idleDays: number;
                                ageDays: number;
                                expectedCloseDate: string | null;
                                actualCloseDate: string | null;
                            }[];
                        };
                        cold: {
                            total: number;
                            items: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                value: number;
                                probability: number;
                                /** @enum {string} */
                                status: "open" | "won" | "lost";
                                stageName: string;
                                /** Format: uuid */
                                contactId: string | null;
                                contactName: string | null;
                                idleDays: number;
                                ageDays: number;
                                expectedCloseDate: string | null;
                                actualCloseDate: string | null;
                            }[];
                        };
                        stages: {
                            /** Format: uuid */
                            stageId: string;
                            name: string;
                            /** @enum {string} */
                            kind: "open" | "won" | "lost";
                            count: number;
                            value: number;
                            reached: number;
                            conversion: number | null;
                            averageDays: number | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAnalyticsDealRisk: {
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
                        summary: {
                            all: {
                                count: number;
                                value: number;
                            };
                            active: {
                                count: number;
                                value: number;
                                weighted: number;
                                averageProbability: number;
                                averageAgeDays: number;
                            };
                            won: {
                                count: number;
                                value: number;
                            };
                            lost: {
                                count: number;
                                value: number;
                            };
                            wonYtd: {
                                count: number;
                                value: number;
                            };
                            lostYtd: {
                                count: number;
                                value: number;
                            };
                            hot: {
                                count: number;
                                value: number;
                            };
                            warm: {
                                count: number;
                                value: number;
                            };
                            cold: {
                                count: number;
                                value: number;
                            };
                            highRisk: {
                                count: number;
                                value: number;
                            };
                            mediumRisk: {
                                count: number;
                                value: number;
                            };
                            lowRisk: {
                                count: number;
                                value: number;
                            };
                            lowRiskListed: number;
                            stuck: {
                                count: number;
                                value: number;
                            };
                            highPotential: {
                                count: number;
                                value: number;
                            };
                            recent: number;
                            salesVelocity: number;
                            largeDeals: number;
                            ageGreen: number;
                            ageYellow: number;
                            ageRed: number;
                            averageDaysToClose: number | null;
                        };
                        highRisk: {
                            total: number;
                            items: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                value: number;
                                probability: number;
                                /** @enum {string} */
                                status: "open" | "won" | "lost";
                                stageName: string;
                                /** Format: uuid */
                                contactId: string | null;
                                contactName: string | null;
                                idleDays: number;
                                ageDays: number;
                                expectedCloseDate: string | null;
                                actualCloseDate: string | null;
                            }[];
                        };
                        mediumRisk: {
                            total: number;
                            items: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                value: number;
                                probability: number;
                                /** @enum {string} */
                                status: "open" | "won" | "lost";
                                stageName: string;
                                /** Format: uuid */
                                contactId: string | null;
                                contactName: string | null;
                                idleDays: number;
                                ageDays: number;
                                expectedCloseDate: string | null;
                                actualCloseDate: string | null;
                            }[];
                        };
                        lowRisk: {
                            total: number;
                            items: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                value: number;
                                probability: number;
                                /** @enum {string} */
                                status: "open" | "won" | "lost";
                                stageName: string;
                                /** Format: uuid */
                                contactId: string | null;
                                contactName: string | null;
                                idleDays: number;
                                ageDays: number;
                                expectedCloseDate: string | null;
                                actualCloseDate: string | null;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAnalyticsConversion: {
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
                        summary: {
                            all: {
                                count: number;
                                value: number;
                            };
                            active: {
                                count: number;
                                value: number;
                                weighted: number;
                                averageProbability: number;
                                averageAgeDays: number;
                            };
                            won: {
                                count: number;
                                value: number;
                            };
                            lost: {
                                count: number;
                                value: number;
                            };
                            wonYtd: {
                                count: number;
                                value: number;
                            };
                            lostYtd: {
                                count: number;
                                value: number;
                            };
                            hot: {
                                count: number;
                                value: number;
                            };
                            warm: {
                                count: number;
                                value: number;
                            };
                            cold: {
                                count: number;
                                value: number;
                            };
                            highRisk: {
                                count: number;
                                value: number;
                            };
                            mediumRisk: {
                                count: number;
                                value: number;
                            };
                            lowRisk: {
                                count: number;
                                value: number;
                            };
                            lowRiskListed: number;
                            stuck: {
                                count: number;
                                value: number;
                            };
                            highPotential: {
                                count: number;
                                value: number;
                            };
                            recent: number;
                            salesVelocity: number;
                            largeDeals: number;
                            ageGreen: number;
                            ageYellow: number;
                            ageRed: number;
                            averageDaysToClose: number | null;
                        };
                        stages: {
                            /** Format: uuid */
                            stageId: string;
                            name: string;
                            /** @enum {string} */
                            kind: "open" | "won" | "lost";
                            count: number;
                            value: number;
                            reached: number;
                            conversion: number | null;
                            averageDays: number | null;
                        }[];
                        highPotential: {
                            total: number;
                            items: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                value: number;
                                probability: number;
                                /** @enum {string} */
                                status: "open" | "won" | "lost";
                                stageName: string;
                                /** Format: uuid */
                                contactId: string | null;
                                contactName: string | null;
                                idleDays: number;
                                ageDays: number;
                                expectedCloseDate: string | null;
                                actualCloseDate: string | null;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAnalyticsPipelineHealth: {
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
                        summary: {
                            all: {
                                count: number;
                                value: number;
                            };
                            active: {
                                count: number;
                                value: number;
                                weighted: number;
                                averageProbability: number;
                                averageAgeDays: number;
                            };
                            won: {
                                count: number;
                                value: number;
                            };
                            lost: {
                                count: number;
                                value: number;
                            };
                            wonYtd: {
                                count: number;
                                value: number;
                            };
                            lostYtd: {
                                count: number;
                                value: number;
                            };
                            hot: {
                                count: number;
                                value: number;
                            };
                            warm: {
                                count: number;
                                value: number;
                            };
                            cold: {
                                count: number;
                                value: number;
                            };
                            highRisk: {
                                count: number;
                                value: number;
                            };
                            mediumRisk: {
                                count: number;
                                value: number;
                            };
                            lowRisk: {
                                count: number;
                                value: number;
                            };
                            lowRiskListed: number;
                            stuck: {
                                count: number;
                                value: number;
                            };
                            highPotential: {
                                count: number;
                                value: number;
                            };
                            recent: number;
                            salesVelocity: number;
                            largeDeals: number;
                            ageGreen: number;
                            ageYellow: number;
                            ageRed: number;
                            averageDaysToClose: number | null;
                        };
                        stuck: {
                            total: number;
                            items: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                value: number;
                                probability: number;
                                /** @enum {string} */
                                status: "open" | "won" | "lost";
                                stageName: string;
                                /** Format: uuid */
                                contactId: string | null;
                                contactName: string | null;
                                idleDays: number;
                                ageDays: number;
                                expectedCloseDate: string | null;
                                actualCloseDate: string | null;
                            }[];
                        };
                        recent: {
                            total: number;
                            items: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                value: number;
                                probability: number;
                                /** @enum {string} */
                                status: "open" | "won" | "lost";
                                stageName: string;
                                /** Format: uuid */
                                contactId: string | null;
                                contactName: string | null;
                                idleDays: number;
                                ageDays: number;
                                expectedCloseDate: string | null;
                                actualCloseDate: string | null;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAnalyticsSalesCycle: {
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
                        summary: {
                            all: {
                                count: number;
                                value: number;
                            };
                            active: {
                                count: number;
                                value: number;
                                weighted: number;
                                averageProbability: number;
                                averageAgeDays: number;
                            };
                            won: {
                                count: number;
                                value: number;
                            };
                            lost: {
                                count: number;
                                value: number;
                            };
                            wonYtd: {
                                count: number;
                                value: number;
                            };
                            lostYtd: {
                                count: number;
                                value: number;
                            };
                            hot: {
                                count: number;
                                value: number;
                            };
                            warm: {
                                count: number;
                                value: number;
                            };
                            cold: {
                                count: number;
                                value: number;
                            };
                            highRisk: {
                                count: number;
                                value: number;
                            };
                            mediumRisk: {
                                count: number;
                                value: number;
                            };
                            lowRisk: {
                                count: number;
                                value: number;
                            };
                            lowRiskListed: number;
                            stuck: {
                                count: number;
                                value: number;
                            };
                            highPotential: {
                                count: number;
                                value: number;
                            };
                            recent: number;
                            salesVelocity: number;
                            largeDeals: number;
                            ageGreen: number;
                            ageYellow: number;
                            ageRed: number;
                            averageDaysToClose: number | null;
                        };
                        stages: {
                            /** Format: uuid */
                            stageId: string;
                            name: string;
                            /** @enum {string} */
                            kind: "open" | "won" | "lost";
                            count: number;
                            value: number;
                            reached: number;
                            conversion: number | null;
                            averageDays: number | null;
                        }[];
                        stuck: {
                            total: number;
                            items: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                value: number;
                                probability: number;
                                /** @enum {string} */
                                status: "open" | "won" | "lost";
                                stageName: string;
                                /** Format: uuid */
                                contactId: string | null;
                                contactName: string | null;
                                idleDays: number;
                                ageDays: number;
                                expectedCloseDate: string | null;
                                actualCloseDate: string | null;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAnalyticsWinRate: {
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
                        summary: {
                            all: {
                                count: number;
                                value: number;
                            };
                            active: {
                                count: number;
                                value: number;
                                weighted: number;
                                averageProbability: number;
                                averageAgeDays: number;
                            };
                            won: {
                                count: number;
                                value: number;
                            };
                            lost: {
                                count: number;
                                value: number;
                            };
                            wonYtd: {
                                count: number;
                                value: number;
                            };
                            lostYtd: {
                                count: number;
                                value: number;
                            };
                            hot: {
                                count: number;
                                value: number;
                            };
                            warm: {
                                count: number;
                                value: number;
                            };
                            cold: {
                                count: number;
                                value: number;
                            };
                            highRisk: {
                                count: number;
                                value: number;
                            };
                            mediumRisk: {
                                count: number;
                                value: number;
                            };
                            lowRisk: {
                                count: number;
                                value: number;
                            };
                            lowRiskListed: number;
                            stuck: {
                                count: number;
                                value: number;
                            };
                            highPotential: {
                                count: number;
                                value: number;
                            };
                            recent: number;
                            salesVelocity: number;
                            largeDeals: number;
                            ageGreen: number;
                            ageYellow: number;
                            ageRed: number;
                            averageDaysToClose: number | null;
                        };
                        contacts: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            detail: string | null;
                            won: number;
                            lost: number;
                            winRate: number;
                            wonValue: number;
                        }[];
                        recentWins: {
                            total: number;
                            items: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                value: number;
                                probability: number;
                                /** @enum {string} */
                                status: "open" | "won" | "lost";
                                stageName: string;
                                /** Format: uuid */
                                contactId: string | null;
                                contactName: string | null;
                                idleDays: number;
                                ageDays: number;
                                expectedCloseDate: string | null;
                                actualCloseDate: string | null;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAnalyticsForecast: {
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
                        summary: {
                            all: {
                                count: number;
                                value: number;
                            };
                            active: {
                                count: number;
                                value: number;
                                weighted: number;
                                averageProbability: number;
                                averageAgeDays: number;
                            };
                            won: {
                                count: number;
                                value: number;
                            };
                            lost: {
                                count: number;
                                value: number;
                            };
                            wonYtd: {
                                count: number;
                                value: number;
                            };
                            lostYtd: {
                                count: number;
                                value: number;
                            };
                            hot: {
                                count: number;
                                value: number;
                            };
                            warm: {
                                count: number;
                                value: number;
                            };
                            cold: {
                                count: number;
                                value: number;
                            };
                            highRisk: {
                                count: number;
                                value: number;
                            };
                            mediumRisk: {
                                count: number;
                                value: number;
                            };
                            lowRisk: {
                                count: number;
                                value: number;
                            };
                            lowRiskListed: number;
                            stuck: {
                                count: number;
                                value: number;
                            };
                            highPotential: {
                                count: number;
                                value: number;
                            };
                            recent: number;
                            salesVelocity: number;
                            largeDeals: number;
                            ageGreen: number;
                            ageYellow: number;
                            ageRed: number;
                            averageDaysToClose: number | null;
                        };
                        byCloseMonth: {
                            count: number;
                            value: number;
                            month: string | null;
                            weighted: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAnalyticsLiveDeals: {
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
                        summary: {
                            all: {
                                count: number;
                                value: number;
                            };
                            active: {
                                count: number;
                                value: number;
                                weighted: number;
                                averageProbability: number;
                                averageAgeDays: number;
                            };
                            won: {
                                count: number;
                                value: number;
                            };
                            lost: {
                                count: number;
                                value: number;
                            };
                            wonYtd: {
                                count: number;
                                value: number;
                            };
                            lostYtd: {
                                count: number;
                                value: number;
                            };
                            hot: {
                                count: number;
                                value: number;
                            };
                            warm: {
                                count: number;
                                value: number;
                            };
                            cold: {
                                count: number;
                                value: number;
                            };
                            highRisk: {
                                count: number;
                                value: number;
                            };
                            mediumRisk: {
                                count: number;
                                value: number;
                            };
                            lowRisk: {
                                count: number;
                                value: number;
                            };
                            lowRiskListed: number;
                            stuck: {
                                count: number;
                                value: number;
                            };
                            highPotential: {
                                count: number;
                                value: number;
                            };
                            recent: number;
                            salesVelocity: number;
                            largeDeals: number;
                            ageGreen: number;
                            ageYellow: number;
                            ageRed: number;
                            averageDaysToClose: number | null;
                        };
                        deals: {
                            total: number;
                            items: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                value: number;
                                probability: number;
                                /** @enum {string} */
                                status: "open" | "won" | "lost";
                                stageName: string;
                                /** Format: uuid */
                                contactId: string | null;
                                contactName: string | null;
                                idleDays: number;
                                ageDays: number;
                                expectedCloseDate: string | null;
                                actualCloseDate: string | null;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAnalyticsCompetition: {
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
                        summary: {
                            all: {
                                count: number;
                                value: number;
                            };
                            active: {
                                count: number;
                                value: number;
                                weighted: number;
                                averageProbability: number;
                                averageAgeDays: number;
                            };
                            won: {
                                count: number;
                                value: number;
                            };
                            lost: {
                                count: number;
                                value: number;
                            };
                            wonYtd: {
                                count: number;
                                value: number;
                            };
                            lostYtd: {
                                count: number;
                                value: number;
                            };
                            hot: {
                                count: number;
                                value: number;
                            };
                            warm: {
                                count: number;
                                value: number;
                            };
                            cold: {
                                count: number;
                                value: number;
                            };
                            highRisk: {
                                count: number;
                                value: number;
                            };
                            mediumRisk: {
                                count: number;
                                value: number;
                            };
                            lowRisk: {
                                count: number;
                                value: number;
                            };
                            lowRiskListed: number;
                            stuck: {
                                count: number;
                                value: number;
                            };
                            highPotential: {
                                count: number;
                                value: number;
                            };
                            recent: number;
                            salesVelocity: number;
                            largeDeals: number;
                            ageGreen: number;
                            ageYellow: number;
                            ageRed: number;
                            averageDaysToClose: number | null;
                        };
                        lost: {
                            total: number;
                            items: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                value: number;
                                probability: number;
                                /** @enum {string} */
                                status: "open" | "won" | "lost";
                                stageName: string;
                                /** Format: uuid */
                                contactId: string | null;
                                contactName: string | null;
                                idleDays: number;
                                ageDays: number;
                                expectedCloseDate: string | null;
                                actualCloseDate: string | null;
                            }[];
                        };
                        contested: {
                            total: number;
                            items: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                value: number;
                                probability: number;
                                /** @enum {string} */
                                status: "open" | "won" | "lost";
                                stageName: string;
                                /** Format: uuid */
                                contactId: string | null;
                                contactName: string | null;
                                idleDays: number;
                                ageDays: number;
                                expectedCloseDate: string | null;
                                actualCloseDate: string | null;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAnalyticsRevenue: {
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
                        summary: {
                            all: {
                                count: number;
                                value: number;
                            };
                            active: {
                                count: number;
                                value: number;
                                weighted: number;
                                averageProbability: number;
                                averageAgeDays: number;
                            };
                            won: {
                                count: number;
                                value: number;
                            };
                            lost: {
                                count: number;
                                value: number;
                            };
                            wonYtd: {
                                count: number;
                                value: number;
                            };
                            lostYtd: {
                                count: number;
                                value: number;
                            };
                            hot: {
                                count: number;
                                value: number;
                            };
                            warm: {
                                count: number;
                                value: number;
                            };
                            cold: {
                                count: number;
                                value: number;
                            };
                            highRisk: {
                                count: number;
                                value: number;
                            };
                            mediumRisk: {
                                count: number;
                                value: number;
                            };
                            lowRisk: {
                                count: number;
                                value: number;
                            };
                            lowRiskListed: number;
                            stuck: {
                                count: number;
                                value: number;
                            };
                            highPotential: {
                                count: number;
                                value: number;
                            };
                            recent: number;
                            salesVelocity: number;
                            largeDeals: number;
                            ageGreen: number;
                            ageYellow: number;
                            ageRed: number;
                            averageDaysToClose: number | null;
                        };
                        byMonth: {
                            label: string;
                            revenue: number;
                            won: number;
                            created: number;
                        }[];
                        topContributors: {
                            /** Format: uuid */
                            id: string | null;
                            name: string | null;
                            detail: string | null;
                            count: number;
                            value: number;
                        }[];
                        wonContributors: {
                            /** Format: uuid */
                            id: string | null;
                            name: string | null;
                            detail: string | null;
                            count: number;
                            value: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAppointments: {
        parameters: {
            query: {
                from: string;
                to: string;
                contactId?: string;
                dealId?: string;
                owner?: "me" | string;
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "call" | "demo" | "presentation" | "other";
                            /** @enum {string} */
                            status: "scheduled" | "completed" | "cancelled" | "no_show";
                            startsAt: string;
                            endsAt: string | null;
                            location: string | null;
                            meetingUrl: string | null;
                            /** Format: uuid */
                            contactId: string | null;
                            contactName: string | null;
                            /** Format: uuid */
                            dealId: string | null;
                            dealTitle: string | null;
                            /** Format: uuid */
                            ownerId: string | null;
                            createdAt: string;
                            updatedAt: string;
                            version: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAppointments: {
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
                    description?: string | null;
                    /**
                     * @default other
                     * @enum {string}
                     */
                    type?: "call" | "demo" | "presentation" | "other";
                    /**
                     * @default scheduled
                     * @enum {string}
                     */
                    status?: "scheduled" | "completed" | "cancelled" | "no_show";
                    /** Format: date-time */
                    startsAt: string;
                    /** Format: date-time */
                    endsAt?: string | null;
                    location?: string | null;
                    /** Format: uri */
                    meetingUrl?: string | null;
                    /** Format: uuid */
                    contactId?: string | null;
                    /** Format: uuid */
                    dealId?: string | null;
                    /** Format: uuid */
                    ownerId?: string;
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
                        /** Format: uuid */
                        id: string;
                        title: string;
                        description: string | null;
                        /** @enum {string} */
                        type: "call" | "demo" | "presentation" | "other";
                        /** @enum {string} */
                        status: "scheduled" | "completed" | "cancelled" | "no_show";
                        startsAt: string;
                        endsAt: string | null;
                        location: string | null;
                        meetingUrl: string | null;
                        /** Format: uuid */
                        contactId: string | null;
                        contactName: string | null;
                        /** Format: uuid */
                        dealId: string | null;
                        dealTitle: string | null;
                        /** Format: uuid */
                        ownerId: string | null;
                        createdAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAppointmentsUpcoming: {
        parameters: {
            query?: {
                limit?: number;
                contactId?: string;
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "call" | "demo" | "presentation" | "other";
                            /** @enum {string} */
                            status: "scheduled" | "completed" | "cancelled" | "no_show";
                            startsAt: string;
                            endsAt: string | null;
                            location: string | null;
                            meetingUrl: string | null;
                            /** Format: uuid */
                            contactId: string | null;
                            contactName: string | null;
                            /** Format: uuid */
                            dealId: string | null;
                            dealTitle: string | null;
                            /** Format: uuid */
                            ownerId: string | null;
                            createdAt: string;
                            updatedAt: string;
                            version: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAppointmentsById: {
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
                        title: string;
                        description: string | null;
                        /** @enum {string} */
                        type: "call" | "demo" | "presentation" | "other";
                        /** @enum {string} */
                        status: "scheduled" | "completed" | "cancelled" | "no_show";
                        startsAt: string;
                        endsAt: string | null;
                        location: string | null;
                        meetingUrl: string | null;
                        /** Format: uuid */
                        contactId: string | null;
                        contactName: string | null;
                        /** Format: uuid */
                        dealId: string | null;
                        dealTitle: string | null;
                        /** Format: uuid */
                        ownerId: string | null;
                        createdAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteAppointmentsById: {
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
                        deletedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    patchAppointmentsById: {
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
                    description?: string | null;
                    /** @enum {string} */
                    type?: "call" | "demo" | "presentation" | "other";
                    /** @enum {string} */
                    status?: "scheduled" | "completed" | "cancelled" | "no_show";
                    /** Format: date-time */
                    startsAt?: string;
                    /** Format: date-time */
                    endsAt?: string | null;
                    location?: string | null;
                    /** Format: uri */
                    meetingUrl?: string | null;
                    /** Format: uuid */
                    contactId?: string | null;
                    /** Format: uuid */
                    dealId?: string | null;
                    /** Format: uuid */
                    ownerId?: string;
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
                        /** Format: uuid */
                        id: string;
                        title: string;
                        description: string | null;
                        /** @enum {string} */
                        type: "call" | "demo" | "presentation" | "other";
                        /** @enum {string} */
                        status: "scheduled" | "completed" | "cancelled" | "no_show";
                        startsAt: string;
                        endsAt: string | null;
                        location: string | null;
                        meetingUrl: string | null;
                        /** Format: uuid */
                        contactId: string | null;
                        contactName: string | null;
                        /** Format: uuid */
                        dealId: string | null;
                        dealTitle: string | null;
                        /** Format: uuid */
                        ownerId: string | null;
                        createdAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAppointmentsByIdRestore: {
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
                        title: string;
                        description: string | null;
                        /** @enum {string} */
                        type: "call" | "demo" | "presentation" | "other";
                        /** @enum {string} */
                        status: "scheduled" | "completed" | "cancelled" | "no_show";
                        startsAt: string;
                        endsAt: string | null;
                        location: string | null;
                        meetingUrl: string | null;
                        /** Format: uuid */
                        contactId: string | null;
                        contactName: string | null;
                        /** Format: uuid */
                        dealId: string | null;
                        dealTitle: string | null;
                        /** Format: uuid */
                        ownerId: string | null;
                        createdAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAssistantsThreads: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            assistantId: "sales-assistant" | "pipeline-coach" | "task-planner";
                            title: string;
                            /** Format: uuid */
                            taskId: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAssistantsThreads: {
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
                    assistantId: "sales-assistant" | "pipeline-coach" | "task-planner";
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
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        assistantId: "sales-assistant" | "pipeline-coach" | "task-planner";
                        title: string;
                        /** Format: uuid */
                        taskId: string | null;
                        createdAt: string;
                        updatedAt: string;
                        messages: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            role: "user" | "assistant";
                            content: string;
                            references: {
                                /** @enum {string} */
                                type: "contact" | "deal" | "task";
                                /** Format: uuid */
                                id: string;
                                label: string;
                                detail: string | null;
                            }[];
                            /** Format: uuid */
                            actionId: string | null;
                            builtIn: boolean;
                            model: string | null;
                            createdAt: string;
                        }[];
                        actions: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            threadId: string;
                            /** @enum {string} */
                            function: "search_contacts" | "search_deals" | "create_task" | "update_deal" | "log_note";
                            arguments: {
                                [key: string]: unknown;
                            };
                            summary: string;
                            /** @enum {string} */
                            status: "proposed" | "executed" | "failed" | "rejected";
                            result: {
                                [key: string]: unknown;
                            } | null;
                            error: string | null;
                            /** Format: uuid */
                            userId: string;
                            createdAt: string;
                            decidedAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAssistantsThreadsByThreadId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
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
                        assistantId: "sales-assistant" | "pipeline-coach" | "task-planner";
                        title: string;
                        /** Format: uuid */
                        taskId: string | null;
                        createdAt: string;
                        updatedAt: string;
                        messages: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            role: "user" | "assistant";
                            content: string;
                            references: {
                                /** @enum {string} */
                                type: "contact" | "deal" | "task";
                                /** Format: uuid */
                                id: string;
                                label: string;
                                detail: string | null;
                            }[];
                            /** Format: uuid */
                            actionId: string | null;
                            builtIn: boolean;
                            model: string | null;
                            createdAt: string;
                        }[];
                        actions: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            threadId: string;
                            /** @enum {string} */
                            function: "search_contacts" | "search_deals" | "create_task" | "update_deal" | "log_note";
                            arguments: {
                                [key: string]: unknown;
                            };
                            summary: string;
                            /** @enum {string} */
                            status: "proposed" | "executed" | "failed" | "rejected";
                            result: {
                                [key: string]: unknown;
                            } | null;
                            error: string | null;
                            /** Format: uuid */
                            userId: string;
                            createdAt: string;
                            decidedAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteAssistantsThreadsByThreadId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
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
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAssistantsThreadsByThreadIdMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
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
                        assistantId: "sales-assistant" | "pipeline-coach" | "task-planner";
                        title: string;
                        /** Format: uuid */
                        taskId: string | null;
                        createdAt: string;
                        updatedAt: string;
                        messages: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            role: "user" | "assistant";
                            content: string;
                            references: {
                                /** @enum {string} */
                                type: "contact" | "deal" | "task";
                                /** Format: uuid */
                                id: string;
                                label: string;
                                detail: string | null;
                            }[];
                            /** Format: uuid */
                            actionId: string | null;
                            builtIn: boolean;
                            model: string | null;
                            createdAt: string;
                        }[];
                        actions: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            threadId: string;
                            /** @enum {string} */
                            function: "search_contacts" | "search_deals" | "create_task" | "update_deal" | "log_note";
                            arguments: {
                                [key: string]: unknown;
                            };
                            summary: string;
                            /** @enum {string} */
                            status: "proposed" | "executed" | "failed" | "rejected";
                            result: {
                                [key: string]: unknown;
                            } | null;
                            error: string | null;
                            /** Format: uuid */
                            userId: string;
                            createdAt: string;
                            decidedAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAssistantsThreadsByThreadIdAttach: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    taskId: string;
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
                        assistantId: "sales-assistant" | "pipeline-coach" | "task-planner";
                        title: string;
                        /** Format: uuid */
                        taskId: string | null;
                        createdAt: string;
                        updatedAt: string;
                        messages: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            role: "user" | "assistant";
                            content: string;
                            references: {
                                /** @enum {string} */
                                type: "contact" | "deal" | "task";
                                /** Format: uuid */
                                id: string;
                                label: string;
                                detail: string | null;
                            }[];
                            /** Format: uuid */
                            actionId: string | null;
                            builtIn: boolean;
                            model: string | null;
                            createdAt: string;
                        }[];
                        actions: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            threadId: string;
                            /** @enum {string} */
                            function: "search_contacts" | "search_deals" | "create_task" | "update_deal" | "log_note";
                            arguments: {
                                [key: string]: unknown;
                            };
                            summary: string;
                            /** @enum {string} */
                            status: "proposed" | "executed" | "failed" | "rejected";
                            result: {
                                [key: string]: unknown;
                            } | null;
                            error: string | null;
                            /** Format: uuid */
                            userId: string;
                            createdAt: string;
                            decidedAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAssistantsActionsByActionIdConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                actionId: string;
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
                        assistantId: "sales-assistant" | "pipeline-coach" | "task-planner";
                        title: string;
                        /** Format: uuid */
                        taskId: string | null;
                        createdAt: string;
                        updatedAt: string;
                        messages: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            role: "user" | "assistant";
                            content: string;
                            references: {
                                /** @enum {string} */
                                type: "contact" | "deal" | "task";
                                /** Format: uuid */
                                id: string;
                                label: string;
                                detail: string | null;
                            }[];
                            /** Format: uuid */
                            actionId: string | null;
                            builtIn: boolean;
                            model: string | null;
                            createdAt: string;
                        }[];
                        actions: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            threadId: string;
                            /** @enum {string} */
                            function: "search_contacts" | "search_deals" | "create_task" | "update_deal" | "log_note";
                            arguments: {
                                [key: string]: unknown;
                            };
                            summary: string;
                            /** @enum {string} */
                            status: "proposed" | "executed" | "failed" | "rejected";
                            result: {
                                [key: string]: unknown;
                            } | null;
                            error: string | null;
                            /** Format: uuid */
                            userId: string;
                            createdAt: string;
                            decidedAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAssistantsActionsByActionIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                actionId: string;
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
                        assistantId: "sales-assistant" | "pipeline-coach" | "task-planner";
                        title: string;
                        /** Format: uuid */
                        taskId: string | null;
                        createdAt: string;
                        updatedAt: string;
                        messages: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            role: "user" | "assistant";
                            content: string;
                            references: {
                                /** @enum {string} */
                                type: "contact" | "deal" | "task";
                                /** Format: uuid */
                                id: string;
                                label: string;
                                detail: string | null;
                            }[];
                            /** Format: uuid */
                            actionId: string | null;
                            builtIn: boolean;
                            model: string | null;
                            createdAt: string;
                        }[];
                        actions: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            threadId: string;
                            /** @enum {string} */
                            function: "search_contacts" | "search_deals" | "create_task" | "update_deal" | "log_note";
                            arguments: {
                                [key: string]: unknown;
                            };
                            summary: string;
                            /** @enum {string} */
                            status: "proposed" | "executed" | "failed" | "rejected";
                            result: {
                                [key: string]: unknown;
                            } | null;
                            error: string | null;
                            /** Format: uuid */
                            userId: string;
                            createdAt: string;
                            decidedAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAssistantsAudit: {
        parameters: {
            query?: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            threadId: string;
                            /** @enum {string} */
                            function: "search_contacts" | "search_deals" | "create_task" | "update_deal" | "log_note";
                            arguments: {
                                [key: string]: unknown;
                            };
                            summary: string;
                            /** @enum {string} */
                            status: "proposed" | "executed" | "failed" | "rejected";
                            result: {
                                [key: string]: unknown;
                            } | null;
                            error: string | null;
                            /** Format: uuid */
                            userId: string;
                            createdAt: string;
                            decidedAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAuthChangePassword: {
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
                    newPassword: string;
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAuthSessions: {
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
                        sessions: {
                            /** Format: uuid */
                            id: string;
                            userAgent: string | null;
                            ip: string | null;
                            createdAt: string;
                            expiresAt: string;
                            current: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteAuthSessionsById: {
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAuthSignup: {
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
                    slug: string;
                    name: string;
                    /** Format: email */
                    email: string;
                    password: string;
                    primaryColor?: string;
                    plan?: string;
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
                        user: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "super_admin" | "wl_user" | "regular_user";
                            permissions: ("admin_dashboard" | "user_management" | "bulk_import_users" | "system_settings" | "billing_management" | "ai_tools" | "advanced_analytics" | "custom_branding" | "api_access" | "advanced_features" | "dashboard" | "contacts" | "contacts_csv" | "pipeline" | "pipeline_csv" | "calendar" | "communication")[];
                            email: string;
                            isOperator: boolean;
                        };
                        support: {
                            /** Format: uuid */
                            operatorId: string;
                            operatorEmail: string;
                            /** Format: uuid */
                            operatorTenantId: string;
                            expiresAt: string;
                        } | null;
                        tenant: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            branding: {
                                companyName: string;
                                primaryColor: string;
                                secondaryColor: string;
                                logo?: string;
                                favicon?: string;
                                supportEmail?: string;
                                supportPhone?: string;
                            };
                            features: {
                                [key: string]: boolean;
                            };
                            plan: string;
                            version: number;
                            trialEndsAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAuthSignin: {
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
                        user: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "super_admin" | "wl_user" | "regular_user";
                            permissions: ("admin_dashboard" | "user_management" | "bulk_import_users" | "system_settings" | "billing_management" | "ai_tools" | "advanced_analytics" | "custom_branding" | "api_access" | "advanced_features" | "dashboard" | "contacts" | "contacts_csv" | "pipeline" | "pipeline_csv" | "calendar" | "communication")[];
                            email: string;
                            isOperator: boolean;
                        };
                        support: {
                            /** Format: uuid */
                            operatorId: string;
                            operatorEmail: string;
                            /** Format: uuid */
                            operatorTenantId: string;
                            expiresAt: string;
                        } | null;
                        tenant: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            branding: {
                                companyName: string;
                                primaryColor: string;
                                secondaryColor: string;
                                logo?: string;
                                favicon?: string;
                                supportEmail?: string;
                                supportPhone?: string;
                            };
                            features: {
                                [key: string]: boolean;
                            };
                            plan: string;
                            version: number;
                            trialEndsAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAuthSignout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
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
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAuthUserRole: {
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
                        user: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "super_admin" | "wl_user" | "regular_user";
                            permissions: ("admin_dashboard" | "user_management" | "bulk_import_users" | "system_settings" | "billing_management" | "ai_tools" | "advanced_analytics" | "custom_branding" | "api_access" | "advanced_features" | "dashboard" | "contacts" | "contacts_csv" | "pipeline" | "pipeline_csv" | "calendar" | "communication")[];
                            email: string;
                            isOperator: boolean;
                        };
                        support: {
                            /** Format: uuid */
                            operatorId: string;
                            operatorEmail: string;
                            /** Format: uuid */
                            operatorTenantId: string;
                            expiresAt: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAuthForgotPassword: {
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
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAuthResetPassword: {
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
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAuthInvitation: {
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
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAuthAcceptInvite: {
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
                    name: string;
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
                        user: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "super_admin" | "wl_user" | "regular_user";
                            permissions: ("admin_dashboard" | "user_management" | "bulk_import_users" | "system_settings" | "billing_management" | "ai_tools" | "advanced_analytics" | "custom_branding" | "api_access" | "advanced_features" | "dashboard" | "contacts" | "contacts_csv" | "pipeline" | "pipeline_csv" | "calendar" | "communication")[];
                            email: string;
                            isOperator: boolean;
                        };
                        support: {
                            /** Format: uuid */
                            operatorId: string;
                            operatorEmail: string;
                            /** Format: uuid */
                            operatorTenantId: string;
                            expiresAt: string;
                        } | null;
                        tenant: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            branding: {
                                companyName: string;
                                primaryColor: string;
                                secondaryColor: string;
                                logo?: string;
                                favicon?: string;
                                supportEmail?: string;
                                supportPhone?: string;
                            };
                            features: {
                                [key: string]: boolean;
                            };
                            plan: string;
                            version: number;
                            trialEndsAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAuthSupportEnter: {
        parameters: {
            query: {
                code: string;
                tenant?: string;
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
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAuthSupportEnd: {
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
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAutomationWorkflows: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            status: "draft" | "active" | "paused" | "archived";
                            definition: {
                                trigger: {
                                    /** @enum {string} */
                                    type: "record_created";
                                    /** @enum {string} */
                                    object: "contact" | "deal" | "task" | "appointment";
                                } | {
                                    /** @enum {string} */
                                    type: "record_updated";
                                    /** @enum {string} */
                                    object: "contact" | "deal" | "task" | "appointment";
                                    field?: string;
                                    to?: (string | null) | (number | null) | (boolean | null);
                                } | {
                                    /** @enum {string} */
                                    type: "record_deleted";
                                    /** @enum {string} */
                                    object: "contact" | "deal" | "task" | "appointment";
                                } | {
                                    /** @enum {string} */
                                    type: "deal_stage_changed";
                                    /** Format: uuid */
                                    toStageId?: string;
                                    /** @enum {string} */
                                    toStatus?: "open" | "won" | "lost";
                                } | {
                                    /** @enum {string} */
                                    type: "manual";
                                    /** @enum {string} */
                                    object: "contact" | "deal" | "task" | "appointment";
                                } | {
                                    /** @enum {string} */
                                    type: "lead_score_crossed";
                                    threshold: number;
                                    /** @enum {string} */
                                    direction: "up" | "down";
                                } | {
                                    /** @enum {string} */
                                    type: "form_submitted";
                                    /** Format: uuid */
                                    formId?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "appointment_booked";
                                    /** Format: uuid */
                                    meetingTypeId?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "email_received";
                                    repliesOnly?: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "sms_received";
                                } | {
                                    /** @enum {string} */
                                    type: "schedule";
                                    cron: string;
                                    timeZone: string;
                                    filter?: {
                                        /** @enum {string} */
                                        match: "all" | "any";
                                        groups: {
                                            /** @enum {string} */
                                            match: "all" | "any";
                                            rules: {
                                                field: string;
                                                /** @enum {string} */
                                                operator: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "is_empty" | "is_not_empty";
                                                value?: (string | null) | (number | null) | (boolean | null);
                                            }[];
                                        }[];
                                    };
                                } | {
                                    /** @enum {string} */
                                    type: "inbound_webhook";
                                };
                                steps: components["schemas"]["WorkflowStep"][];
                            };
                            publishedVersion: number | null;
                            hookToken: string | null;
                            runs: {
                                total: number;
                                failed: number;
                            };
                            signingSecret: string;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAutomationWorkflows: {
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
                    /** @default  */
                    description?: string;
                    definition: {
                        trigger: {
                            /** @enum {string} */
                            type: "record_created";
                            /** @enum {string} */
                            object: "contact" | "deal" | "task" | "appointment";
                        } | {
                            /** @enum {string} */
                            type: "record_updated";
                            /** @enum {string} */
                            object: "contact" | "deal" | "task" | "appointment";
                            field?: string;
                            to?: (string | null) | (number | null) | (boolean | null);
                        } | {
                            /** @enum {string} */
                            type: "record_deleted";
                            /** @enum {string} */
                            object: "contact" | "deal" | "task" | "appointment";
                        } | {
                            /** @enum {string} */
                            type: "deal_stage_changed";
                            /** Format: uuid */
                            toStageId?: string;
                            /** @enum {string} */
                            toStatus?: "open" | "won" | "lost";
                        } | {
                            /** @enum {string} */
                            type: "manual";
                            /** @enum {string} */
                            object: "contact" | "deal" | "task" | "appointment";
                        } | {
                            /** @enum {string} */
                            type: "lead_score_crossed";
                            threshold: number;
                            /** @enum {string} */
                            direction: "up" | "down";
                        } | {
                            /** @enum {string} */
                            type: "form_submitted";
                            /** Format: uuid */
                            formId?: string;
                        } | {
                            /** @enum {string} */
                            type: "appointment_booked";
                            /** Format: uuid */
                            meetingTypeId?: string;
                        } | {
                            /** @enum {string} */
                            type: "email_received";
                            repliesOnly?: boolean;
                        } | {
                            /** @enum {string} */
                            type: "sms_received";
                        } | {
                            /** @enum {string} */
                            type: "schedule";
                            cron: string;
                            timeZone: string;
                            filter?: {
                                /** @enum {string} */
                                match: "all" | "any";
                                groups: {
                                    /** @enum {string} */
                                    match: "all" | "any";
                                    rules: {
                                        field: string;
                                        /** @enum {string} */
                                        operator: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "is_empty" | "is_not_empty";
                                        value?: (string | null) | (number | null) | (boolean | null);
                                    }[];
                                }[];
                            };
                        } | {
                            /** @enum {string} */
                            type: "inbound_webhook";
                        };
                        steps: components["schemas"]["WorkflowStepInput"][];
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
                        /** Format: uuid */
                        id: string;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        status: "draft" | "active" | "paused" | "archived";
                        definition: {
                            trigger: {
                                /** @enum {string} */
                                type: "record_created";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                            } | {
                                /** @enum {string} */
                                type: "record_updated";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                                field?: string;
                                to?: (string | null) | (number | null) | (boolean | null);
                            } | {
                                /** @enum {string} */
                                type: "record_deleted";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                            } | {
                                /** @enum {string} */
                                type: "deal_stage_changed";
                                /** Format: uuid */
                                toStageId?: string;
                                /** @enum {string} */
                                toStatus?: "open" | "won" | "lost";
                            } | {
                                /** @enum {string} */
                                type: "manual";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                            } | {
                                /** @enum {string} */
                                type: "lead_score_crossed";
                                threshold: number;
                                /** @enum {string} */
                                direction: "up" | "down";
                            } | {
                                /** @enum {string} */
                                type: "form_submitted";
                                /** Format: uuid */
                                formId?: string;
                            } | {
                                /** @enum {string} */
                                type: "appointment_booked";
                                /** Format: uuid */
                                meetingTypeId?: string;
                            } | {
                                /** @enum {string} */
                                type: "email_received";
                                repliesOnly?: boolean;
                            } | {
                                /** @enum {string} */
                                type: "sms_received";
                            } | {
                                /** @enum {string} */
                                type: "schedule";
                                cron: string;
                                timeZone: string;
                                filter?: {
                                    /** @enum {string} */
                                    match: "all" | "any";
                                    groups: {
                                        /** @enum {string} */
                                        match: "all" | "any";
                                        rules: {
                                            field: string;
                                            /** @enum {string} */
                                            operator: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "is_empty" | "is_not_empty";
                                            value?: (string | null) | (number | null) | (boolean | null);
                                        }[];
                                    }[];
                                };
                            } | {
                                /** @enum {string} */
                                type: "inbound_webhook";
                            };
                            steps: components["schemas"]["WorkflowStep"][];
                        };
                        publishedVersion: number | null;
                        hookToken: string | null;
                        runs: {
                            total: number;
                            failed: number;
                        };
                        signingSecret: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAutomationWorkflowsById: {
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
                        name: string;
                        description: string;
                        /** @enum {string} */
                        status: "draft" | "active" | "paused" | "archived";
                        definition: {
                            trigger: {
                                /** @enum {string} */
                                type: "record_created";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                            } | {
                                /** @enum {string} */
                                type: "record_updated";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                                field?: string;
                                to?: (string | null) | (number | null) | (boolean | null);
                            } | {
                                /** @enum {string} */
                                type: "record_deleted";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                            } | {
                                /** @enum {string} */
                                type: "deal_stage_changed";
                                /** Format: uuid */
                                toStageId?: string;
                                /** @enum {string} */
                                toStatus?: "open" | "won" | "lost";
                            } | {
                                /** @enum {string} */
                                type: "manual";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                            } | {
                                /** @enum {string} */
                                type: "lead_score_crossed";
                                threshold: number;
                                /** @enum {string} */
                                direction: "up" | "down";
                            } | {
                                /** @enum {string} */
                                type: "form_submitted";
                                /** Format: uuid */
                                formId?: string;
                            } | {
                                /** @enum {string} */
                                type: "appointment_booked";
                                /** Format: uuid */
                                meetingTypeId?: string;
                            } | {
                                /** @enum {string} */
                                type: "email_received";
                                repliesOnly?: boolean;
                            } | {
                                /** @enum {string} */
                                type: "sms_received";
                            } | {
                                /** @enum {string} */
                                type: "schedule";
                                cron: string;
                                timeZone: string;
                                filter?: {
                                    /** @enum {string} */
                                    match: "all" | "any";
                                    groups: {
                                        /** @enum {string} */
                                        match: "all" | "any";
                                        rules: {
                                            field: string;
                                            /** @enum {string} */
                                            operator: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "is_empty" | "is_not_empty";
                                            value?: (string | null) | (number | null) | (boolean | null);
                                        }[];
                                    }[];
                                };
                            } | {
                                /** @enum {string} */
                                type: "inbound_webhook";
                            };
                            steps: components["schemas"]["WorkflowStep"][];
                        };
                        publishedVersion: number | null;
                        hookToken: string | null;
                        runs: {
                            total: number;
                            failed: number;
                        };
                        signingSecret: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    patchAutomationWorkflowsById: {
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
                    /** @default  */
                    description?: string;
                    definition?: {
                        trigger: {
                            /** @enum {string} */
                            type: "record_created";
                            /** @enum {string} */
                            object: "contact" | "deal" | "task" | "appointment";
                        } | {
                            /** @enum {string} */
                            type: "record_updated";
                            /** @enum {string} */
                            object: "contact" | "deal" | "task" | "appointment";
                            field?: string;
                            to?: (string | null) | (number | null) | (boolean | null);
                        } | {
                            /** @enum {string} */
                            type: "record_deleted";
                            /** @enum {string} */
                            object: "contact" | "deal" | "task" | "appointment";
                        } | {
                            /** @enum {string} */
                            type: "deal_stage_changed";
                            /** Format: uuid */
                            toStageId?: string;
                            /** @enum {string} */
                            toStatus?: "open" | "won" | "lost";
                        } | {
                            /** @enum {string} */
                            type: "manual";
                            /** @enum {string} */
                            object: "contact" | "deal" | "task" | "appointment";
                        } | {
                            /** @enum {string} */
                            type: "lead_score_crossed";
                            threshold: number;
                            /** @enum {string} */
                            direction: "up" | "down";
                        } | {
                            /** @enum {string} */
                            type: "form_submitted";
                            /** Format: uuid */
                            formId?: string;
                        } | {
                            /** @enum {string} */
                            type: "appointment_booked";
                            /** Format: uuid */
                            meetingTypeId?: string;
                        } | {
                            /** @enum {string} */
                            type: "email_received";
                            repliesOnly?: boolean;
                        } | {
                            /** @enum {string} */
                            type: "sms_received";
                        } | {
                            /** @enum {string} */
                            type: "schedule";
                            cron: string;
                            timeZone: string;
                            filter?: {
                                /** @enum {string} */
                                match: "all" | "any";
                                groups: {
                                    /** @enum {string} */
                                    match: "all" | "any";
                                    rules: {
                                        field: string;
                                        /** @enum {string} */
                                        operator: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "is_empty" | "is_not_empty";
                                        value?: (string | null) | (number | null) | (boolean | null);
                                    }[];
                                }[];
                            };
                        } | {
                            /** @enum {string} */
                            type: "inbound_webhook";
                        };
                        steps: components["schemas"]["WorkflowStepInput"][];
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
                        id: string;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        status: "draft" | "active" | "paused" | "archived";
                        definition: {
                            trigger: {
                                /** @enum {string} */
                                type: "record_created";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                            } | {
                                /** @enum {string} */
                                type: "record_updated";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                                field?: string;
                                to?: (string | null) | (number | null) | (boolean | null);
                            } | {
                                /** @enum {string} */
                                type: "record_deleted";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                            } | {
                                /** @enum {string} */
                                type: "deal_stage_changed";
                                /** Format: uuid */
                                toStageId?: string;
                                /** @enum {string} */
                                toStatus?: "open" | "won" | "lost";
                            } | {
                                /** @enum {string} */
                                type: "manual";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                            } | {
                                /** @enum {string} */
                                type: "lead_score_crossed";
                                threshold: number;
                                /** @enum {string} */
                                direction: "up" | "down";
                            } | {
                                /** @enum {string} */
                                type: "form_submitted";
                                /** Format: uuid */
                                formId?: string;
                            } | {
                                /** @enum {string} */
                                type: "appointment_booked";
                                /** Format: uuid */
                                meetingTypeId?: string;
                            } | {
                                /** @enum {string} */
                                type: "email_received";
                                repliesOnly?: boolean;
                            } | {
                                /** @enum {string} */
                                type: "sms_received";
                            } | {
                                /** @enum {string} */
                                type: "schedule";
                                cron: string;
                                timeZone: string;
                                filter?: {
                                    /** @enum {string} */
                                    match: "all" | "any";
                                    groups: {
                                        /** @enum {string} */
                                        match: "all" | "any";
                                        rules: {
                                            field: string;
                                            /** @enum {string} */
                                            operator: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "is_empty" | "is_not_empty";
                                            value?: (string | null) | (number | null) | (boolean | null);
                                        }[];
                                    }[];
                                };
                            } | {
                                /** @enum {string} */
                                type: "inbound_webhook";
                            };
                            steps: components["schemas"]["WorkflowStep"][];
                        };
                        publishedVersion: number | null;
                        hookToken: string | null;
                        runs: {
                            total: number;
                            failed: number;
                        };
                        signingSecret: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAutomationWorkflowsByIdActivate: {
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
                        name: string;
                        description: string;
                        /** @enum {string} */
                        status: "draft" | "active" | "paused" | "archived";
                        definition: {
                            trigger: {
                                /** @enum {string} */
                                type: "record_created";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                            } | {
                                /** @enum {string} */
                                type: "record_updated";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                                field?: string;
                                to?: (string | null) | (number | null) | (boolean | null);
                            } | {
                                /** @enum {string} */
                                type: "record_deleted";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                            } | {
                                /** @enum {string} */
                                type: "deal_stage_changed";
                                /** Format: uuid */
                                toStageId?: string;
                                /** @enum {string} */
                                toStatus?: "open" | "won" | "lost";
                            } | {
                                /** @enum {string} */
                                type: "manual";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                            } | {
                                /** @enum {string} */
                                type: "lead_score_crossed";
                                threshold: number;
                                /** @enum {string} */
                                direction: "up" | "down";
                            } | {
                                /** @enum {string} */
                                type: "form_submitted";
                                /** Format: uuid */
                                formId?: string;
                            } | {
                                /** @enum {string} */
                                type: "appointment_booked";
                                /** Format: uuid */
                                meetingTypeId?: string;
                            } | {
                                /** @enum {string} */
                                type: "email_received";
                                repliesOnly?: boolean;
                            } | {
                                /** @enum {string} */
                                type: "sms_received";
                            } | {
                                /** @enum {string} */
                                type: "schedule";
                                cron: string;
                                timeZone: string;
                                filter?: {
                                    /** @enum {string} */
                                    match: "all" | "any";
                                    groups: {
                                        /** @enum {string} */
                                        match: "all" | "any";
                                        rules: {
                                            field: string;
                                            /** @enum {string} */
                                            operator: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "is_empty" | "is_not_empty";
                                            value?: (string | null) | (number | null) | (boolean | null);
                                        }[];
                                    }[];
                                };
                            } | {
                                /** @enum {string} */
                                type: "inbound_webhook";
                            };
                            steps: components["schemas"]["WorkflowStep"][];
                        };
                        publishedVersion: number | null;
                        hookToken: string | null;
                        runs: {
                            total: number;
                            failed: number;
                        };
                        signingSecret: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAutomationWorkflowsByIdPause: {
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
                        name: string;
                        description: string;
                        /** @enum {string} */
                        status: "draft" | "active" | "paused" | "archived";
                        definition: {
                            trigger: {
                                /** @enum {string} */
                                type: "record_created";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                            } | {
                                /** @enum {string} */
                                type: "record_updated";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                                field?: string;
                                to?: (string | null) | (number | null) | (boolean | null);
                            } | {
                                /** @enum {string} */
                                type: "record_deleted";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                            } | {
                                /** @enum {string} */
                                type: "deal_stage_changed";
                                /** Format: uuid */
                                toStageId?: string;
                                /** @enum {string} */
                                toStatus?: "open" | "won" | "lost";
                            } | {
                                /** @enum {string} */
                                type: "manual";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                            } | {
                                /** @enum {string} */
                                type: "lead_score_crossed";
                                threshold: number;
                                /** @enum {string} */
                                direction: "up" | "down";
                            } | {
                                /** @enum {string} */
                                type: "form_submitted";
                                /** Format: uuid */
                                formId?: string;
                            } | {
                                /** @enum {string} */
                                type: "appointment_booked";
                                /** Format: uuid */
                                meetingTypeId?: string;
                            } | {
                                /** @enum {string} */
                                type: "email_received";
                                repliesOnly?: boolean;
                            } | {
                                /** @enum {string} */
                                type: "sms_received";
                            } | {
                                /** @enum {string} */
                                type: "schedule";
                                cron: string;
                                timeZone: string;
                                filter?: {
                                    /** @enum {string} */
                                    match: "all" | "any";
                                    groups: {
                                        /** @enum {string} */
                                        match: "all" | "any";
                                        rules: {
                                            field: string;
                                            /** @enum {string} */
                                            operator: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "is_empty" | "is_not_empty";
                                            value?: (string | null) | (number | null) | (boolean | null);
                                        }[];
                                    }[];
                                };
                            } | {
                                /** @enum {string} */
                                type: "inbound_webhook";
                            };
                            steps: components["schemas"]["WorkflowStep"][];
                        };
                        publishedVersion: number | null;
                        hookToken: string | null;
                        runs: {
                            total: number;
                            failed: number;
                        };
                        signingSecret: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAutomationWorkflowsByIdArchive: {
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
                        name: string;
                        description: string;
                        /** @enum {string} */
                        status: "draft" | "active" | "paused" | "archived";
                        definition: {
                            trigger: {
                                /** @enum {string} */
                                type: "record_created";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                            } | {
                                /** @enum {string} */
                                type: "record_updated";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                                field?: string;
                                to?: (string | null) | (number | null) | (boolean | null);
                            } | {
                                /** @enum {string} */
                                type: "record_deleted";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                            } | {
                                /** @enum {string} */
                                type: "deal_stage_changed";
                                /** Format: uuid */
                                toStageId?: string;
                                /** @enum {string} */
                                toStatus?: "open" | "won" | "lost";
                            } | {
                                /** @enum {string} */
                                type: "manual";
                                /** @enum {string} */
                                object: "contact" | "deal" | "task" | "appointment";
                            } | {
                                /** @enum {string} */
                                type: "lead_score_crossed";
                                threshold: number;
                                /** @enum {string} */
                                direction: "up" | "down";
                            } | {
                                /** @enum {string} */
                                type: "form_submitted";
                                /** Format: uuid */
                                formId?: string;
                            } | {
                                /** @enum {string} */
                                type: "appointment_booked";
                                /** Format: uuid */
                                meetingTypeId?: string;
                            } | {
                                /** @enum {string} */
                                type: "email_received";
                                repliesOnly?: boolean;
                            } | {
                                /** @enum {string} */
                                type: "sms_received";
                            } | {
                                /** @enum {string} */
                                type: "schedule";
                                cron: string;
                                timeZone: string;
                                filter?: {
                                    /** @enum {string} */
                                    match: "all" | "any";
                                    groups: {
                                        /** @enum {string} */
                                        match: "all" | "any";
                                        rules: {
                                            field: string;
                                            /** @enum {string} */
                                            operator: "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than" | "is_empty" | "is_not_empty";
                                            value?: (string | null) | (number | null) | (boolean | null);
                                        }[];
                                    }[];
                                };
                            } | {
                                /** @enum {string} */
                                type: "inbound_webhook";
                            };
                            steps: components["schemas"]["WorkflowStep"][];
                        };
                        publishedVersion: number | null;
                        hookToken: string | null;
                        runs: {
                            total: number;
                            failed: number;
                        };
                        signingSecret: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAutomationWorkflowsByIdRuns: {
        parameters: {
            query?: {
                limit?: number;
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            workflowId: string;
                            version: number;
                            /** @enum {string} */
                            object: "contact" | "deal" | "task" | "appointment";
                            /** Format: uuid */
                            recordId: string;
                            /** @enum {string} */
                            status: "running" | "waiting" | "completed" | "failed" | "stopped";
                            error: string | null;
                            depth: number;
                            startedAt: string;
                            finishedAt: string | null;
                            steps: {
                                stepId: string;
                                type: string;
                                /** @enum {string} */
                                status: "running" | "completed" | "failed";
                                attempts: number;
                                input: unknown;
                                output: unknown;
                                error: string | null;
                                startedAt: string;
                                finishedAt: string | null;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postAutomationWorkflowsByIdRuns: {
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
                    recordIds: string[];
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
                        started: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAutomationNotifications: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            workflowId: string;
                            /** Format: uuid */
                            runId: string;
                            message: string;
                            /** @enum {string} */
                            object: "contact" | "deal" | "task" | "appointment";
                            /** Format: uuid */
                            recordId: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteAutomationNotifications: {
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getBookingBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
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
                        slug: string;
                        description: string;
                        durationMinutes: number;
                        hostName: string | null;
                        hostTimeZone: string;
                        questions: {
                            id: string;
                            label: string;
                            /** @enum {string|null} */
                            field: "phone" | "company" | "position" | "industry" | null;
                            required: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postBookingBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    startsAt: string;
                    timeZone: string;
                    name: string;
                    /** Format: email */
                    email: string;
                    /** @default {} */
                    answers?: {
                        [key: string]: string;
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
                        token: string;
                        /** @enum {string} */
                        status: "confirmed" | "cancelled";
                        startsAt: string;
                        endsAt: string;
                        timeZone: string;
                        name: string;
                        email: string;
                        meetingType: {
                            name: string;
                            slug: string;
                            description: string;
                            durationMinutes: number;
                            hostName: string | null;
                            hostTimeZone: string;
                            questions: {
                                id: string;
                                label: string;
                                /** @enum {string|null} */
                                field: "phone" | "company" | "position" | "industry" | null;
                                required: boolean;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getBookingBySlugSlots: {
        parameters: {
            query: {
                from: string;
                to: string;
                timeZone: string;
            };
            header?: never;
            path: {
                slug: string;
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
                        timeZone: string;
                        days: {
                            date: string;
                            slots: {
                                startsAt: string;
                                endsAt: string;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getBookingLinksByToken: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        /** @enum {string} */
                        status: "confirmed" | "cancelled";
                        startsAt: string;
                        endsAt: string;
                        timeZone: string;
                        name: string;
                        email: string;
                        meetingType: {
                            name: string;
                            slug: string;
                            description: string;
                            durationMinutes: number;
                            hostName: string | null;
                            hostTimeZone: string;
                            questions: {
                                id: string;
                                label: string;
                                /** @enum {string|null} */
                                field: "phone" | "company" | "position" | "industry" | null;
                                required: boolean;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postBookingLinksByTokenCancel: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        /** @enum {string} */
                        status: "confirmed" | "cancelled";
                        startsAt: string;
                        endsAt: string;
                        timeZone: string;
                        name: string;
                        email: string;
                        meetingType: {
                            name: string;
                            slug: string;
                            description: string;
                            durationMinutes: number;
                            hostName: string | null;
                            hostTimeZone: string;
                            questions: {
                                id: string;
                                label: string;
                                /** @enum {string|null} */
                                field: "phone" | "company" | "position" | "industry" | null;
                                required: boolean;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postBookingLinksByTokenReschedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    startsAt: string;
                    timeZone: string;
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
                        token: string;
                        /** @enum {string} */
                        status: "confirmed" | "cancelled";
                        startsAt: string;
                        endsAt: string;
                        timeZone: string;
                        name: string;
                        email: string;
                        meetingType: {
                            name: string;
                            slug: string;
                            description: string;
                            durationMinutes: number;
                            hostName: string | null;
                            hostTimeZone: string;
                            questions: {
                                id: string;
                                label: string;
                                /** @enum {string|null} */
                                field: "phone" | "company" | "position" | "industry" | null;
                                required: boolean;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getCalendarSync: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            ownerId: string;
                            serverUrl: string;
                            calendarUrl: string;
                            calendarName: string;
                            username: string;
                            /** @enum {string} */
                            status: "connected" | "failing";
                            lastError: string | null;
                            lastSyncedAt: string | null;
                            upcomingBusy: number;
                            appointmentsWritten: number;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postCalendarSync: {
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
                    username: string;
                    password: string;
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
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        ownerId: string;
                        serverUrl: string;
                        calendarUrl: string;
                        calendarName: string;
                        username: string;
                        /** @enum {string} */
                        status: "connected" | "failing";
                        lastError: string | null;
                        lastSyncedAt: string | null;
                        upcomingBusy: number;
                        appointmentsWritten: number;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postCalendarSyncByIdSync: {
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
                        /** Format: uuid */
                        ownerId: string;
                        serverUrl: string;
                        calendarUrl: string;
                        calendarName: string;
                        username: string;
                        /** @enum {string} */
                        status: "connected" | "failing";
                        lastError: string | null;
                        lastSyncedAt: string | null;
                        upcomingBusy: number;
                        appointmentsWritten: number;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteCalendarSyncById: {
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getCalendarSyncBusy: {
        parameters: {
            query: {
                from: string;
                to: string;
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
                        items: {
                            startsAt: string;
                            endsAt: string;
                            title: string | null;
                            calendarName: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getCommissionsPlans: {
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
                        items: {
                            /** Format: uuid */
                            userId: string;
                            currency: string;
                            ratePercent: number;
                            quota: number | null;
                            tiers: {
                                fromAttainment: number;
                                ratePercent: number;
                            }[];
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    putCommissionsPlans: {
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
                    currency: string;
                    ratePercent: number;
                    /** @default null */
                    quota?: number | null;
                    /** @default [] */
                    tiers?: {
                        fromAttainment: number;
                        ratePercent: number;
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
                        userId: string;
                        currency: string;
                        ratePercent: number;
                        quota: number | null;
                        tiers: {
                            fromAttainment: number;
                            ratePercent: number;
                        }[];
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getCommissionsStatement: {
        parameters: {
            query: {
                userId: string;
                from: string;
                to: string;
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
                        /** Format: uuid */
                        userId: string;
                        from: string;
                        to: string;
                        currency: string;
                        quota: number | null;
                        attainment: number | null;
                        ratePercent: number;
                        lines: {
                            /** Format: uuid */
                            dealId: string;
                            title: string;
                            closedOn: string;
                            value: number;
                            commission: number;
                        }[];
                        totals: {
                            won: number;
                            commission: number;
                        };
                        /** @enum {string} */
                        status: "draft" | "approved";
                        /** Format: date-time */
                        approvedAt: string | null;
                        /** Format: uuid */
                        approvedBy: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postCommissionsStatementApprove: {
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
                    /** Format: date */
                    from: string;
                    /** Format: date */
                    to: string;
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
                        userId: string;
                        from: string;
                        to: string;
                        currency: string;
                        quota: number | null;
                        attainment: number | null;
                        ratePercent: number;
                        lines: {
                            /** Format: uuid */
                            dealId: string;
                            title: string;
                            closedOn: string;
                            value: number;
                            commission: number;
                        }[];
                        totals: {
                            won: number;
                            commission: number;
                        };
                        /** @enum {string} */
                        status: "draft" | "approved";
                        /** Format: date-time */
                        approvedAt: string | null;
                        /** Format: uuid */
                        approvedBy: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getCompanies: {
        parameters: {
            query?: {
                search?: string;
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            domain: string | null;
                            industry: string | null;
                            contactCount: number;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getContactsDuplicates: {
        parameters: {
            query?: {
                reason?: "email" | "phone" | "domain";
                cursor?: string;
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
                        items: {
                            /** @enum {string} */
                            reason: "email" | "phone" | "domain";
                            key: string;
                            count: number;
                            contacts: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                phone: string | null;
                                company: string | null;
                                /** Format: uuid */
                                companyId: string | null;
                                position: string | null;
                                title: string | null;
                                industry: string | null;
                                /** @enum {string} */
                                status: "lead" | "prospect" | "customer" | "churned";
                                /** @enum {string} */
                                interestLevel: "hot" | "warm" | "medium" | "low" | "cold";
                                source: string | null;
                                tags: string[];
                                notes: string | null;
                                socialProfiles: {
                                    linkedin?: string;
                                    twitter?: string;
                                    website?: string;
                                };
                                customFields: {
                                    [key: string]: string;
                                };
                                location: {
                                    city?: string;
                                    state?: string;
                                    country?: string;
                                };
                                /** @enum {string} */
                                preferredContact: "email" | "phone" | "sms" | "video";
                                avatarSrc: string | null;
                                isFavorite: boolean;
                                leadScore: number | null;
                                lastContact: string | null;
                                /** Format: uuid */
                                ownerId: string | null;
                                createdAt: string;
                                updatedAt: string;
                                version: number;
                            }[];
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getContactsByIdDuplicates: {
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
                        items: {
                            contact: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                phone: string | null;
                                company: string | null;
                                /** Format: uuid */
                                companyId: string | null;
                                position: string | null;
                                title: string | null;
                                industry: string | null;
                                /** @enum {string} */
                                status: "lead" | "prospect" | "customer" | "churned";
                                /** @enum {string} */
                                interestLevel: "hot" | "warm" | "medium" | "low" | "cold";
                                source: string | null;
                                tags: string[];
                                notes: string | null;
                                socialProfiles: {
                                    linkedin?: string;
                                    twitter?: string;
                                    website?: string;
                                };
                                customFields: {
                                    [key: string]: string;
                                };
                                location: {
                                    city?: string;
                                    state?: string;
                                    country?: string;
                                };
                                /** @enum {string} */
                                preferredContact: "email" | "phone" | "sms" | "video";
                                avatarSrc: string | null;
                                isFavorite: boolean;
                                leadScore: number | null;
                                lastContact: string | null;
                                /** Format: uuid */
                                ownerId: string | null;
                                createdAt: string;
                                updatedAt: string;
                                version: number;
                            };
                            reasons: ("email" | "phone" | "domain")[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postContactsMerge: {
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
                    survivorId: string;
                    /** Format: uuid */
                    loserId: string;
                    survivorVersion: number;
                    loserVersion: number;
                    /** @default {} */
                    pick?: {
                        [key: string]: "survivor" | "loser";
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
                        mergeId: string;
                        survivor: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            company: string | null;
                            /** Format: uuid */
                            companyId: string | null;
                            position: string | null;
                            title: string | null;
                            industry: string | null;
                            /** @enum {string} */
                            status: "lead" | "prospect" | "customer" | "churned";
                            /** @enum {string} */
                            interestLevel: "hot" | "warm" | "medium" | "low" | "cold";
                            source: string | null;
                            tags: string[];
                            notes: string | null;
                            socialProfiles: {
                                linkedin?: string;
                                twitter?: string;
                                website?: string;
                            };
                            customFields: {
                                [key: string]: string;
                            };
                            location: {
                                city?: string;
                                state?: string;
                                country?: string;
                            };
                            /** @enum {string} */
                            preferredContact: "email" | "phone" | "sms" | "video";
                            avatarSrc: string | null;
                            isFavorite: boolean;
                            leadScore: number | null;
                            lastContact: string | null;
                            /** Format: uuid */
                            ownerId: string | null;
                            createdAt: string;
                            updatedAt: string;
                            version: number;
                        };
                        moved: {
                            deals: number;
                            activities: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postContactsMergesByMergeIdUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                mergeId: string;
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
                        survivor: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            company: string | null;
                            /** Format: uuid */
                            companyId: string | null;
                            position: string | null;
                            title: string | null;
                            industry: string | null;
                            /** @enum {string} */
                            status: "lead" | "prospect" | "customer" | "churned";
                            /** @enum {string} */
                            interestLevel: "hot" | "warm" | "medium" | "low" | "cold";
                            source: string | null;
                            tags: string[];
                            notes: string | null;
                            socialProfiles: {
                                linkedin?: string;
                                twitter?: string;
                                website?: string;
                            };
                            customFields: {
                                [key: string]: string;
                            };
                            location: {
                                city?: string;
                                state?: string;
                                country?: string;
                            };
                            /** @enum {string} */
                            preferredContact: "email" | "phone" | "sms" | "video";
                            avatarSrc: string | null;
                            isFavorite: boolean;
                            leadScore: number | null;
                            lastContact: string | null;
                            /** Format: uuid */
                            ownerId: string | null;
                            createdAt: string;
                            updatedAt: string;
                            version: number;
                        };
                        restored: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            company: string | null;
                            /** Format: uuid */
                            companyId: string | null;
                            position: string | null;
                            title: string | null;
                            industry: string | null;
                            /** @enum {string} */
                            status: "lead" | "prospect" | "customer" | "churned";
                            /** @enum {string} */
                            interestLevel: "hot" | "warm" | "medium" | "low" | "cold";
                            source: string | null;
                            tags: string[];
                            notes: string | null;
                            socialProfiles: {
                                linkedin?: string;
                                twitter?: string;
                                website?: string;
                            };
                            customFields: {
                                [key: string]: string;
                            };
                            location: {
                                city?: string;
                                state?: string;
                                country?: string;
                            };
                            /** @enum {string} */
                            preferredContact: "email" | "phone" | "sms" | "video";
                            avatarSrc: string | null;
                            isFavorite: boolean;
                            leadScore: number | null;
                            lastContact: string | null;
                            /** Format: uuid */
                            ownerId: string | null;
                            createdAt: string;
                            updatedAt: string;
                            version: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getContactsExportCsv: {
        parameters: {
            query?: {
                search?: string;
                status?: ("lead" | "prospect" | "customer" | "churned")[];
                interest?: ("hot" | "warm" | "medium" | "low" | "cold")[];
                tag?: string[];
                source?: string;
                owner?: "me" | string;
                favorite?: boolean | ("true" | "false");
                companyId?: string;
                sort?: "name" | "-name" | "createdAt" | "-createdAt" | "updatedAt" | "-updatedAt" | "lastContact" | "-lastContact" | "leadScore" | "-leadScore" | "company" | "-company";
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getContacts: {
        parameters: {
            query?: {
                search?: string;
                status?: ("lead" | "prospect" | "customer" | "churned")[];
                interest?: ("hot" | "warm" | "medium" | "low" | "cold")[];
                tag?: string[];
                source?: string;
                owner?: "me" | string;
                favorite?: boolean | ("true" | "false");
                companyId?: string;
                sort?: "name" | "-name" | "createdAt" | "-createdAt" | "updatedAt" | "-updatedAt" | "lastContact" | "-lastContact" | "leadScore" | "-leadScore" | "company" | "-company";
                cursor?: string;
                before?: string;
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            company: string | null;
                            /** Format: uuid */
                            companyId: string | null;
                            position: string | null;
                            title: string | null;
                            industry: string | null;
                            /** @enum {string} */
                            status: "lead" | "prospect" | "customer" | "churned";
                            /** @enum {string} */
                            interestLevel: "hot" | "warm" | "medium" | "low" | "cold";
                            source: string | null;
                            tags: string[];
                            notes: string | null;
                            socialProfiles: {
                                linkedin?: string;
                                twitter?: string;
                                website?: string;
                            };
                            customFields: {
                                [key: string]: string;
                            };
                            location: {
                                city?: string;
                                state?: string;
                                country?: string;
                            };
                            /** @enum {string} */
                            preferredContact: "email" | "phone" | "sms" | "video";
                            avatarSrc: string | null;
                            isFavorite: boolean;
                            leadScore: number | null;
                            lastContact: string | null;
                            /** Format: uuid */
                            ownerId: string | null;
                            createdAt: string;
                            updatedAt: string;
                            version: number;
                        }[];
                        nextCursor: string | null;
                        prevCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postContacts: {
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
                    name?: string;
                    /** Format: email */
                    email: string;
                    phone?: string;
                    company?: string;
                    position?: string;
                    title?: string;
                    industry?: string;
                    /** @enum {string} */
                    status?: "lead" | "prospect" | "customer" | "churned";
                    /** @enum {string} */
                    interestLevel?: "hot" | "warm" | "medium" | "low" | "cold";
                    source?: string;
                    tags?: string[];
                    notes?: string;
                    socialProfiles?: {
                        /** Format: uri */
                        linkedin?: string;
                        /** Format: uri */
                        twitter?: string;
                        /** Format: uri */
                        website?: string;
                    };
                    customFields?: {
                        [key: string]: string;
                    };
                    location?: {
                        city?: string;
                        state?: string;
                        country?: string;
                    };
                    /** @enum {string} */
                    preferredContact?: "email" | "phone" | "sms" | "video";
                    avatarSrc?: string;
                    isFavorite?: boolean;
                    /** Format: date-time */
                    lastContact?: string | null;
                    /** Format: uuid */
                    ownerId?: string;
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
                        /** Format: uuid */
                        id: string;
                        name: string;
                        firstName: string;
                        lastName: string;
                        email: string;
                        phone: string | null;
                        company: string | null;
                        /** Format: uuid */
                        companyId: string | null;
                        position: string | null;
                        title: string | null;
                        industry: string | null;
                        /** @enum {string} */
                        status: "lead" | "prospect" | "customer" | "churned";
                        /** @enum {string} */
                        interestLevel: "hot" | "warm" | "medium" | "low" | "cold";
                        source: string | null;
                        tags: string[];
                        notes: string | null;
                        socialProfiles: {
                            linkedin?: string;
                            twitter?: string;
                            website?: string;
                        };
                        customFields: {
                            [key: string]: string;
                        };
                        location: {
                            city?: string;
                            state?: string;
                            country?: string;
                        };
                        /** @enum {string} */
                        preferredContact: "email" | "phone" | "sms" | "video";
                        avatarSrc: string | null;
                        isFavorite: boolean;
                        leadScore: number | null;
                        lastContact: string | null;
                        /** Format: uuid */
                        ownerId: string | null;
                        createdAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getContactsTotal: {
        parameters: {
            query?: {
                owner?: "me" | string;
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
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getContactsById: {
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
                        name: string;
                        firstName: string;
                        lastName: string;
                        email: string;
                        phone: string | null;
                        company: string | null;
                        /** Format: uuid */
                        companyId: string | null;
                        position: string | null;
                        title: string | null;
                        industry: string | null;
                        /** @enum {string} */
                        status: "lead" | "prospect" | "customer" | "churned";
                        /** @enum {string} */
                        interestLevel: "hot" | "warm" | "medium" | "low" | "cold";
                        source: string | null;
                        tags: string[];
                        notes: string | null;
                        socialProfiles: {
                            linkedin?: string;
                            twitter?: string;
                            website?: string;
                        };
                        customFields: {
                            [key: string]: string;
                        };
                        location: {
                            city?: string;
                            state?: string;
                            country?: string;
                        };
                        /** @enum {string} */
                        preferredContact: "email" | "phone" | "sms" | "video";
                        avatarSrc: string | null;
                        isFavorite: boolean;
                        leadScore: number | null;
                        lastContact: string | null;
                        /** Format: uuid */
                        ownerId: string | null;
                        createdAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteContactsById: {
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
                        deletedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    patchContactsById: {
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
                    firstName?: string;
                    lastName?: string;
                    name?: string;
                    /** Format: email */
                    email?: string;
                    phone?: string;
                    company?: string;
                    position?: string;
                    title?: string;
                    industry?: string;
                    /** @enum {string} */
                    status?: "lead" | "prospect" | "customer" | "churned";
                    /** @enum {string} */
                    interestLevel?: "hot" | "warm" | "medium" | "low" | "cold";
                    source?: string;
                    tags?: string[];
                    notes?: string;
                    socialProfiles?: {
                        /** Format: uri */
                        linkedin?: string;
                        /** Format: uri */
                        twitter?: string;
                        /** Format: uri */
                        website?: string;
                    };
                    customFields?: {
                        [key: string]: string;
                    };
                    location?: {
                        city?: string;
                        state?: string;
                        country?: string;
                    };
                    /** @enum {string} */
                    preferredContact?: "email" | "phone" | "sms" | "video";
                    avatarSrc?: string;
                    isFavorite?: boolean;
                    /** Format: date-time */
                    lastContact?: string | null;
                    /** Format: uuid */
                    ownerId?: string;
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
                        /** Format: uuid */
                        id: string;
                        name: string;
                        firstName: string;
                        lastName: string;
                        email: string;
                        phone: string | null;
                        company: string | null;
                        /** Format: uuid */
                        companyId: string | null;
                        position: string | null;
                        title: string | null;
                        industry: string | null;
                        /** @enum {string} */
                        status: "lead" | "prospect" | "customer" | "churned";
                        /** @enum {string} */
                        interestLevel: "hot" | "warm" | "medium" | "low" | "cold";
                        source: string | null;
                        tags: string[];
                        notes: string | null;
                        socialProfiles: {
                            linkedin?: string;
                            twitter?: string;
                            website?: string;
                        };
                        customFields: {
                            [key: string]: string;
                        };
                        location: {
                            city?: string;
                            state?: string;
                            country?: string;
                        };
                        /** @enum {string} */
                        preferredContact: "email" | "phone" | "sms" | "video";
                        avatarSrc: string | null;
                        isFavorite: boolean;
                        leadScore: number | null;
                        lastContact: string | null;
                        /** Format: uuid */
                        ownerId: string | null;
                        createdAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postContactsByIdRestore: {
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
                        name: string;
                        firstName: string;
                        lastName: string;
                        email: string;
                        phone: string | null;
                        company: string | null;
                        /** Format: uuid */
                        companyId: string | null;
                        position: string | null;
                        title: string | null;
                        industry: string | null;
                        /** @enum {string} */
                        status: "lead" | "prospect" | "customer" | "churned";
                        /** @enum {string} */
                        interestLevel: "hot" | "warm" | "medium" | "low" | "cold";
                        source: string | null;
                        tags: string[];
                        notes: string | null;
                        socialProfiles: {
                            linkedin?: string;
                            twitter?: string;
                            website?: string;
                        };
                        customFields: {
                            [key: string]: string;
                        };
                        location: {
                            city?: string;
                            state?: string;
                            country?: string;
                        };
                        /** @enum {string} */
                        preferredContact: "email" | "phone" | "sms" | "video";
                        avatarSrc: string | null;
                        isFavorite: boolean;
                        leadScore: number | null;
                        lastContact: string | null;
                        /** Format: uuid */
                        ownerId: string | null;
                        createdAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getContactsExports: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "contacts" | "deals";
                            /** @enum {string} */
                            status: "queued" | "running" | "completed" | "failed";
                            rows: number;
                            fileName: string;
                            error: string | null;
                            createdAt: string;
                            finishedAt: string | null;
                            expiresAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postContactsExports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    query: {
                        search?: string;
                        status?: ("lead" | "prospect" | "customer" | "churned")[];
                        interest?: ("hot" | "warm" | "medium" | "low" | "cold")[];
                        tag?: string[];
                        source?: string;
                        owner?: "me" | string;
                        favorite?: boolean | ("true" | "false");
                        /** Format: uuid */
                        companyId?: string;
                        /**
                         * @default -createdAt
                         * @enum {string}
                         */
                        sort?: "name" | "-name" | "createdAt" | "-createdAt" | "updatedAt" | "-updatedAt" | "lastContact" | "-lastContact" | "leadScore" | "-leadScore" | "company" | "-company";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        kind: "contacts" | "deals";
                        /** @enum {string} */
                        status: "queued" | "running" | "completed" | "failed";
                        rows: number;
                        fileName: string;
                        error: string | null;
                        createdAt: string;
                        finishedAt: string | null;
                        expiresAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getContactsExportsByIdDownload: {
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDashboardLayout: {
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
                        order: ("executive-overview-section" | "ai-smart-features-hub" | "sales-pipeline-deal-analytics" | "customer-lead-management" | "activities-communications" | "integrations-system" | "metrics-cards-section" | "kpi-cards-section" | "gpt5-smart-kpi-section" | "quick-actions-section" | "ai-insights-section" | "gpt5-analytics-section" | "gpt5-deal-intelligence-section" | "gpt5-enhanced-dashboard" | "gpt5-feature-status" | "interaction-history-section" | "customer-profile-section" | "recent-activity-section" | "tasks-and-funnel-section" | "charts-section" | "analytics-section" | "apps-section" | "contacts-section" | "pipeline-section" | "tasks-section" | "white-label-section" | "product-research-section" | "ai-analytics-section" | "ai-goals-section")[];
                        hidden: ("executive-overview-section" | "ai-smart-features-hub" | "sales-pipeline-deal-analytics" | "customer-lead-management" | "activities-communications" | "integrations-system" | "metrics-cards-section" | "kpi-cards-section" | "gpt5-smart-kpi-section" | "quick-actions-section" | "ai-insights-section" | "gpt5-analytics-section" | "gpt5-deal-intelligence-section" | "gpt5-enhanced-dashboard" | "gpt5-feature-status" | "interaction-history-section" | "customer-profile-section" | "recent-activity-section" | "tasks-and-funnel-section" | "charts-section" | "analytics-section" | "apps-section" | "contacts-section" | "pipeline-section" | "tasks-section" | "white-label-section" | "product-research-section" | "ai-analytics-section" | "ai-goals-section")[];
                        updatedAt: string;
                    } | null;
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    putDashboardLayout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order: ("executive-overview-section" | "ai-smart-features-hub" | "sales-pipeline-deal-analytics" | "customer-lead-management" | "activities-communications" | "integrations-system" | "metrics-cards-section" | "kpi-cards-section" | "gpt5-smart-kpi-section" | "quick-actions-section" | "ai-insights-section" | "gpt5-analytics-section" | "gpt5-deal-intelligence-section" | "gpt5-enhanced-dashboard" | "gpt5-feature-status" | "interaction-history-section" | "customer-profile-section" | "recent-activity-section" | "tasks-and-funnel-section" | "charts-section" | "analytics-section" | "apps-section" | "contacts-section" | "pipeline-section" | "tasks-section" | "white-label-section" | "product-research-section" | "ai-analytics-section" | "ai-goals-section")[];
                    hidden: ("executive-overview-section" | "ai-smart-features-hub" | "sales-pipeline-deal-analytics" | "customer-lead-management" | "activities-communications" | "integrations-system" | "metrics-cards-section" | "kpi-cards-section" | "gpt5-smart-kpi-section" | "quick-actions-section" | "ai-insights-section" | "gpt5-analytics-section" | "gpt5-deal-intelligence-section" | "gpt5-enhanced-dashboard" | "gpt5-feature-status" | "interaction-history-section" | "customer-profile-section" | "recent-activity-section" | "tasks-and-funnel-section" | "charts-section" | "analytics-section" | "apps-section" | "contacts-section" | "pipeline-section" | "tasks-section" | "white-label-section" | "product-research-section" | "ai-analytics-section" | "ai-goals-section")[];
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
                        order: ("executive-overview-section" | "ai-smart-features-hub" | "sales-pipeline-deal-analytics" | "customer-lead-management" | "activities-communications" | "integrations-system" | "metrics-cards-section" | "kpi-cards-section" | "gpt5-smart-kpi-section" | "quick-actions-section" | "ai-insights-section" | "gpt5-analytics-section" | "gpt5-deal-intelligence-section" | "gpt5-enhanced-dashboard" | "gpt5-feature-status" | "interaction-history-section" | "customer-profile-section" | "recent-activity-section" | "tasks-and-funnel-section" | "charts-section" | "analytics-section" | "apps-section" | "contacts-section" | "pipeline-section" | "tasks-section" | "white-label-section" | "product-research-section" | "ai-analytics-section" | "ai-goals-section")[];
                        hidden: ("executive-overview-section" | "ai-smart-features-hub" | "sales-pipeline-deal-analytics" | "customer-lead-management" | "activities-communications" | "integrations-system" | "metrics-cards-section" | "kpi-cards-section" | "gpt5-smart-kpi-section" | "quick-actions-section" | "ai-insights-section" | "gpt5-analytics-section" | "gpt5-deal-intelligence-section" | "gpt5-enhanced-dashboard" | "gpt5-feature-status" | "interaction-history-section" | "customer-profile-section" | "recent-activity-section" | "tasks-and-funnel-section" | "charts-section" | "analytics-section" | "apps-section" | "contacts-section" | "pipeline-section" | "tasks-section" | "white-label-section" | "product-research-section" | "ai-analytics-section" | "ai-goals-section")[];
                        updatedAt: string;
                    } | null;
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteDashboardLayout: {
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
                        order: ("executive-overview-section" | "ai-smart-features-hub" | "sales-pipeline-deal-analytics" | "customer-lead-management" | "activities-communications" | "integrations-system" | "metrics-cards-section" | "kpi-cards-section" | "gpt5-smart-kpi-section" | "quick-actions-section" | "ai-insights-section" | "gpt5-analytics-section" | "gpt5-deal-intelligence-section" | "gpt5-enhanced-dashboard" | "gpt5-feature-status" | "interaction-history-section" | "customer-profile-section" | "recent-activity-section" | "tasks-and-funnel-section" | "charts-section" | "analytics-section" | "apps-section" | "contacts-section" | "pipeline-section" | "tasks-section" | "white-label-section" | "product-research-section" | "ai-analytics-section" | "ai-goals-section")[];
                        hidden: ("executive-overview-section" | "ai-smart-features-hub" | "sales-pipeline-deal-analytics" | "customer-lead-management" | "activities-communications" | "integrations-system" | "metrics-cards-section" | "kpi-cards-section" | "gpt5-smart-kpi-section" | "quick-actions-section" | "ai-insights-section" | "gpt5-analytics-section" | "gpt5-deal-intelligence-section" | "gpt5-enhanced-dashboard" | "gpt5-feature-status" | "interaction-history-section" | "customer-profile-section" | "recent-activity-section" | "tasks-and-funnel-section" | "charts-section" | "analytics-section" | "apps-section" | "contacts-section" | "pipeline-section" | "tasks-section" | "white-label-section" | "product-research-section" | "ai-analytics-section" | "ai-goals-section")[];
                        updatedAt: string;
                    } | null;
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDashboardBadge: {
        parameters: {
            query: {
                from: string;
                to: string;
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
                        hotContacts: number;
                        pendingTasks: number;
                        todayAppointments: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDashboardRecentActivity: {
        parameters: {
            query?: {
                kind?: ("note" | "call" | "email" | "sms" | "stage_change" | "task_completed" | "appointment" | "contact_created" | "deal_created" | "form_submission")[];
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
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        kind: "note" | "call" | "email" | "sms" | "stage_change" | "task_completed" | "appointment" | "contact_created" | "deal_created" | "form_submission";
                        /** Format: uuid */
                        contactId: string | null;
                        /** Format: uuid */
                        dealId: string | null;
                        /** Format: uuid */
                        actorId: string | null;
                        actorName: string | null;
                        subject: string | null;
                        body: string | null;
                        meta: {
                            [key: string]: unknown;
                        };
                        occurredAt: string;
                        updatedAt: string;
                        version: number;
                        contactName: string | null;
                        dealTitle: string | null;
                    }[];
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDealsBoard: {
        parameters: {
            query?: {
                pipelineId?: string;
                perStage?: number;
                show?: string[];
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
                        pipeline: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            isDefault: boolean;
                            position: number;
                            version: number;
                            stages: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                pipelineId: string;
                                name: string;
                                key: string;
                                position: number;
                                defaultProbability: number;
                                /** @enum {string} */
                                kind: "open" | "won" | "lost";
                                dealCount: number;
                            }[];
                        };
                        columns: {
                            count: number;
                            total: number;
                            weighted: number;
                            /** Format: uuid */
                            stageId: string;
                            deals: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                pipelineId: string;
                                /** Format: uuid */
                                stageId: string;
                                title: string;
                                value: number;
                                /** @enum {string} */
                                status: "open" | "won" | "lost";
                                probability: number;
                                /** Format: uuid */
                                contactId: string | null;
                                contactName: string | null;
                                /** Format: uuid */
                                companyId: string | null;
                                /** Format: uuid */
                                ownerId: string | null;
                                expectedCloseDate: string | null;
                                actualCloseDate: string | null;
                                description: string | null;
                                position: number;
                                createdAt: string;
                                updatedAt: string;
                                version: number;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDeals: {
        parameters: {
            query?: {
                pipelineId?: string;
                status?: ("open" | "won" | "lost")[];
                stageId?: string[];
                owner?: "me" | string;
                contactId?: string;
                segment?: "active" | "hot" | "warm" | "cold" | "high-risk" | "medium-risk" | "low-risk" | "stuck" | "high-potential" | "recent" | "won" | "lost";
                sort?: "createdAt" | "-createdAt" | "value" | "-value" | "expectedCloseDate" | "-expectedCloseDate";
                cursor?: string;
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            pipelineId: string;
                            /** Format: uuid */
                            stageId: string;
                            title: string;
                            value: number;
                            /** @enum {string} */
                            status: "open" | "won" | "lost";
                            probability: number;
                            /** Format: uuid */
                            contactId: string | null;
                            contactName: string | null;
                            /** Format: uuid */
                            companyId: string | null;
                            /** Format: uuid */
                            ownerId: string | null;
                            expectedCloseDate: string | null;
                            actualCloseDate: string | null;
                            description: string | null;
                            position: number;
                            createdAt: string;
                            updatedAt: string;
                            version: number;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postDeals: {
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
                    /** @default 0 */
                    value?: number;
                    probability?: number;
                    /** Format: uuid */
                    contactId?: string | null;
                    /** Format: uuid */
                    companyId?: string | null;
                    /** Format: uuid */
                    ownerId?: string;
                    /** Format: date */
                    expectedCloseDate?: string | null;
                    description?: string | null;
                    /** Format: uuid */
                    pipelineId?: string;
                    /** Format: uuid */
                    stageId?: string;
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
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        pipelineId: string;
                        /** Format: uuid */
                        stageId: string;
                        title: string;
                        value: number;
                        /** @enum {string} */
                        status: "open" | "won" | "lost";
                        probability: number;
                        /** Format: uuid */
                        contactId: string | null;
                        contactName: string | null;
                        /** Format: uuid */
                        companyId: string | null;
                        /** Format: uuid */
                        ownerId: string | null;
                        expectedCloseDate: string | null;
                        actualCloseDate: string | null;
                        description: string | null;
                        position: number;
                        createdAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDealsById: {
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
                        /** Format: uuid */
                        pipelineId: string;
                        /** Format: uuid */
                        stageId: string;
                        title: string;
                        value: number;
                        /** @enum {string} */
                        status: "open" | "won" | "lost";
                        probability: number;
                        /** Format: uuid */
                        contactId: string | null;
                        contactName: string | null;
                        /** Format: uuid */
                        companyId: string | null;
                        /** Format: uuid */
                        ownerId: string | null;
                        expectedCloseDate: string | null;
                        actualCloseDate: string | null;
                        description: string | null;
                        position: number;
                        createdAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteDealsById: {
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
                        deletedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    patchDealsById: {
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
                    value?: number;
                    probability?: number;
                    /** Format: uuid */
                    contactId?: string | null;
                    /** Format: uuid */
                    companyId?: string | null;
                    /** Format: uuid */
                    ownerId?: string;
                    /** Format: date */
                    expectedCloseDate?: string | null;
                    description?: string | null;
                    /** Format: uuid */
                    stageId?: string;
                    /** Format: date */
                    actualCloseDate?: string | null;
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
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        pipelineId: string;
                        /** Format: uuid */
                        stageId: string;
                        title: string;
                        value: number;
                        /** @enum {string} */
                        status: "open" | "won" | "lost";
                        probability: number;
                        /** Format: uuid */
                        contactId: string | null;
                        contactName: string | null;
                        /** Format: uuid */
                        companyId: string | null;
                        /** Format: uuid */
                        ownerId: string | null;
                        expectedCloseDate: string | null;
                        actualCloseDate: string | null;
                        description: string | null;
                        position: number;
                        createdAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDealsByIdTimeline: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            fromStage: string | null;
                            toStage: string;
                            /** @enum {string} */
                            status: "open" | "won" | "lost";
                            /** Format: uuid */
                            actorId: string | null;
                            changedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postDealsByIdMove: {
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
                    /** Format: uuid */
                    stageId: string;
                    /** Format: uuid */
                    afterId?: string;
                    /** Format: uuid */
                    beforeId?: string;
                    probability?: number;
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
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        pipelineId: string;
                        /** Format: uuid */
                        stageId: string;
                        title: string;
                        value: number;
                        /** @enum {string} */
                        status: "open" | "won" | "lost";
                        probability: number;
                        /** Format: uuid */
                        contactId: string | null;
                        contactName: string | null;
                        /** Format: uuid */
                        companyId: string | null;
                        /** Format: uuid */
                        ownerId: string | null;
                        expectedCloseDate: string | null;
                        actualCloseDate: string | null;
                        description: string | null;
                        position: number;
                        createdAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postDealsByIdRestore: {
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
                        /** Format: uuid */
                        pipelineId: string;
                        /** Format: uuid */
                        stageId: string;
                        title: string;
                        value: number;
                        /** @enum {string} */
                        status: "open" | "won" | "lost";
                        probability: number;
                        /** Format: uuid */
                        contactId: string | null;
                        contactName: string | null;
                        /** Format: uuid */
                        companyId: string | null;
                        /** Format: uuid */
                        ownerId: string | null;
                        expectedCloseDate: string | null;
                        actualCloseDate: string | null;
                        description: string | null;
                        position: number;
                        createdAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDealsByIdLines: {
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
                        dealId: string;
                        currency: string;
                        /** @enum {string} */
                        taxMode: "exclusive" | "inclusive";
                        valueFollowsLines: boolean;
                        lines: {
                            /**
                             * Format: uuid
                             * @default null
                             */
                            productId: string | null;
                            description: string;
                            quantity: number;
                            unitPrice: number;
                            /** @default 0 */
                            discountPercent: number;
                            /** @default 0 */
                            taxRate: number;
                            /**
                             * @default one_off
                             * @enum {string}
                             */
                            billing: "one_off" | "monthly" | "yearly";
                            net: number;
                            tax: number;
                            total: number;
                        }[];
                        totals: {
                            net: number;
                            tax: number;
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    putDealsByIdLines: {
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
                    currency: string;
                    /**
                     * @default exclusive
                     * @enum {string}
                     */
                    taxMode?: "exclusive" | "inclusive";
                    lines: {
                        /**
                         * Format: uuid
                         * @default null
                         */
                        productId?: string | null;
                        description: string;
                        quantity: number;
                        unitPrice: number;
                        /** @default 0 */
                        discountPercent?: number;
                        /** @default 0 */
                        taxRate?: number;
                        /**
                         * @default one_off
                         * @enum {string}
                         */
                        billing?: "one_off" | "monthly" | "yearly";
                        currency?: string;
                    }[];
                    /** @default false */
                    valueFollowsLines?: boolean;
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
                        dealId: string;
                        currency: string;
                        /** @enum {string} */
                        taxMode: "exclusive" | "inclusive";
                        valueFollowsLines: boolean;
                        lines: {
                            /**
                             * Format: uuid
                             * @default null
                             */
                            productId: string | null;
                            description: string;
                            quantity: number;
                            unitPrice: number;
                            /** @default 0 */
                            discountPercent: number;
                            /** @default 0 */
                            taxRate: number;
                            /**
                             * @default one_off
                             * @enum {string}
                             */
                            billing: "one_off" | "monthly" | "yearly";
                            net: number;
                            tax: number;
                            total: number;
                        }[];
                        totals: {
                            net: number;
                            tax: number;
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDealsExports: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "contacts" | "deals";
                            /** @enum {string} */
                            status: "queued" | "running" | "completed" | "failed";
                            rows: number;
                            fileName: string;
                            error: string | null;
                            createdAt: string;
                            finishedAt: string | null;
                            expiresAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postDealsExports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    query: {
                        /** Format: uuid */
                        pipelineId?: string;
                        status?: ("open" | "won" | "lost")[];
                        stageId?: string[];
                        owner?: "me" | string;
                        /** Format: uuid */
                        contactId?: string;
                        /** @enum {string} */
                        segment?: "active" | "hot" | "warm" | "cold" | "high-risk" | "medium-risk" | "low-risk" | "stuck" | "high-potential" | "recent" | "won" | "lost";
                        /**
                         * @default -createdAt
                         * @enum {string}
                         */
                        sort?: "createdAt" | "-createdAt" | "value" | "-value" | "expectedCloseDate" | "-expectedCloseDate";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        kind: "contacts" | "deals";
                        /** @enum {string} */
                        status: "queued" | "running" | "completed" | "failed";
                        rows: number;
                        fileName: string;
                        error: string | null;
                        createdAt: string;
                        finishedAt: string | null;
                        expiresAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDealsExportsByIdDownload: {
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDemoDashboard: {
        parameters: {
            query?: {
                period?: "7d" | "30d" | "90d";
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
                        revenue: number;
                        deals: number;
                        contacts: number;
                        winRate: number;
                        trend: number[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDemoContacts: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            company: string | null;
                            /** Format: uuid */
                            companyId: string | null;
                            position: string | null;
                            title: string | null;
                            industry: string | null;
                            /** @enum {string} */
                            status: "lead" | "prospect" | "customer" | "churned";
                            /** @enum {string} */
                            interestLevel: "hot" | "warm" | "medium" | "low" | "cold";
                            source: string | null;
                            tags: string[];
                            notes: string | null;
                            socialProfiles: {
                                linkedin?: string;
                                twitter?: string;
                                website?: string;
                            };
                            customFields: {
                                [key: string]: string;
                            };
                            location: {
                                city?: string;
                                state?: string;
                                country?: string;
                            };
                            /** @enum {string} */
                            preferredContact: "email" | "phone" | "sms" | "video";
                            avatarSrc: string | null;
                            isFavorite: boolean;
                            leadScore: number | null;
                            lastContact: string | null;
                            /** Format: uuid */
                            ownerId: string | null;
                            createdAt: string;
                            updatedAt: string;
                            version: number;
                        }[];
                        nextCursor: string | null;
                        prevCursor: string | null;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    getDemoPipeline: {
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
                        pipeline: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            isDefault: boolean;
                            position: number;
                            version: number;
                            stages: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                pipelineId: string;
                                name: string;
                                key: string;
                                position: number;
                                defaultProbability: number;
                                /** @enum {string} */
                                kind: "open" | "won" | "lost";
                                dealCount: number;
                            }[];
                        };
                        columns: {
                            count: number;
                            total: number;
                            weighted: number;
                            /** Format: uuid */
                            stageId: string;
                            deals: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                pipelineId: string;
                                /** Format: uuid */
                                stageId: string;
                                title: string;
                                value: number;
                                /** @enum {string} */
                                status: "open" | "won" | "lost";
                                probability: number;
                                /** Format: uuid */
                                contactId: string | null;
                                contactName: string | null;
                                /** Format: uuid */
                                companyId: string | null;
                                /** Format: uuid */
                                ownerId: string | null;
                                expectedCloseDate: string | null;
                                actualCloseDate: string | null;
                                description: string | null;
                                position: number;
                                createdAt: string;
                                updatedAt: string;
                                version: number;
                            }[];
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    postEmailSend: {
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
                    intentId: string;
                    /** Format: uuid */
                    mailboxId?: string;
                    to: {
                        /** Format: email */
                        address: string;
                        name?: string;
                    }[];
                    cc?: {
                        /** Format: email */
                        address: string;
                        name?: string;
                    }[];
                    subject: string;
                    /** @default  */
                    html?: string;
                    text?: string;
                    /** Format: uuid */
                    contactId?: string;
                    inReplyTo?: string;
                    /** Format: date-time */
                    sendAt?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        intentId: string;
                        /** Format: uuid */
                        mailboxId: string;
                        messageId: string;
                        subject: string;
                        to: {
                            address: unknown;
                            name?: string;
                        }[];
                        /** @enum {string} */
                        status: "queued" | "sending" | "sent" | "failed";
                        error: string | null;
                        createdAt: string;
                        sendAt: string | null;
                        sentAt: string | null;
                        opens: number;
                        clicks: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getEmailSendsByIntentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                intentId: string;
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
                        /** Format: uuid */
                        intentId: string;
                        /** Format: uuid */
                        mailboxId: string;
                        messageId: string;
                        subject: string;
                        to: {
                            address: unknown;
                            name?: string;
                        }[];
                        /** @enum {string} */
                        status: "queued" | "sending" | "sent" | "failed";
                        error: string | null;
                        createdAt: string;
                        sendAt: string | null;
                        sentAt: string | null;
                        opens: number;
                        clicks: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getEmailTemplates: {
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
                        items: {
                            name: string;
                            subject: string;
                            body: string;
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            createdBy: string;
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postEmailTemplates: {
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
                    subject: string;
                    body: string;
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
                        name: string;
                        subject: string;
                        body: string;
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        createdBy: string;
                        version: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    putEmailTemplatesById: {
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
                    subject: string;
                    body: string;
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
                        name: string;
                        subject: string;
                        body: string;
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        createdBy: string;
                        version: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteEmailTemplatesById: {
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getEmailSignature: {
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
                        signature: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    putEmailSignature: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    signature: string;
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
                        signature: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getEmbedDashboard: {
        parameters: {
            query?: never;
            header?: {
                "x-api-key"?: string;
            };
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
                        workspaceName: string;
                        totalDeals: number;
                        totalValue: number;
                        activeContacts: number;
                        conversionRate: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getForms: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            fields: {
                                key: string;
                                label: string;
                                /** @enum {string} */
                                kind: "text" | "long_text" | "email" | "phone" | "number" | "select" | "multi_select" | "date" | "consent" | "hidden";
                                /** @default false */
                                required: boolean;
                                /**
                                 * @default none
                                 * @enum {string}
                                 */
                                mapsTo: "firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "notes" | "custom" | "none";
                                customName?: string;
                                /** @default [] */
                                options: string[];
                                /** @default  */
                                placeholder: string;
                                /** @default  */
                                consentText: string;
                                param?: string;
                                /** @default 0 */
                                step: number;
                                showIf?: {
                                    field: string;
                                    anyOf: string[];
                                };
                            }[];
                            /** @default [] */
                            steps: string[];
                            /** @default Submit */
                            submitLabel: string;
                            /**
                             * @default {
                             *       "kind": "message",
                             *       "message": "Thank you! We will be in touch."
                             *     }
                             */
                            thankYou: {
                                /** @enum {string} */
                                kind: "message";
                                message: string;
                            } | {
                                /** @enum {string} */
                                kind: "redirect";
                                /** Format: uri */
                                url: string;
                            };
                            /** @default [] */
                            notify: string[];
                            /** @enum {string} */
                            status: "draft" | "published";
                            submissionCount: number;
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postForms: {
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
                    fields: {
                        key: string;
                        label: string;
                        /** @enum {string} */
                        kind: "text" | "long_text" | "email" | "phone" | "number" | "select" | "multi_select" | "date" | "consent" | "hidden";
                        /** @default false */
                        required?: boolean;
                        /**
                         * @default none
                         * @enum {string}
                         */
                        mapsTo?: "firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "notes" | "custom" | "none";
                        customName?: string;
                        /** @default [] */
                        options?: string[];
                        /** @default  */
                        placeholder?: string;
                        /** @default  */
                        consentText?: string;
                        param?: string;
                        /** @default 0 */
                        step?: number;
                        showIf?: {
                            field: string;
                            anyOf: string[];
                        };
                    }[];
                    /** @default [] */
                    steps?: string[];
                    /** @default Submit */
                    submitLabel?: string;
                    /**
                     * @default {
                     *       "kind": "message",
                     *       "message": "Thank you! We will be in touch."
                     *     }
                     */
                    thankYou?: {
                        /** @enum {string} */
                        kind: "message";
                        message: string;
                    } | {
                        /** @enum {string} */
                        kind: "redirect";
                        /** Format: uri */
                        url: string;
                    };
                    /** @default [] */
                    notify?: string[];
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
                        /** Format: uuid */
                        id: string;
                        name: string;
                        fields: {
                            key: string;
                            label: string;
                            /** @enum {string} */
                            kind: "text" | "long_text" | "email" | "phone" | "number" | "select" | "multi_select" | "date" | "consent" | "hidden";
                            /** @default false */
                            required: boolean;
                            /**
                             * @default none
                             * @enum {string}
                             */
                            mapsTo: "firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "notes" | "custom" | "none";
                            customName?: string;
                            /** @default [] */
                            options: string[];
                            /** @default  */
                            placeholder: string;
                            /** @default  */
                            consentText: string;
                            param?: string;
                            /** @default 0 */
                            step: number;
                            showIf?: {
                                field: string;
                                anyOf: string[];
                            };
                        }[];
                        /** @default [] */
                        steps: string[];
                        /** @default Submit */
                        submitLabel: string;
                        /**
                         * @default {
                         *       "kind": "message",
                         *       "message": "Thank you! We will be in touch."
                         *     }
                         */
                        thankYou: {
                            /** @enum {string} */
                            kind: "message";
                            message: string;
                        } | {
                            /** @enum {string} */
                            kind: "redirect";
                            /** Format: uri */
                            url: string;
                        };
                        /** @default [] */
                        notify: string[];
                        /** @enum {string} */
                        status: "draft" | "published";
                        submissionCount: number;
                        publishedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getFormsById: {
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
                        name: string;
                        fields: {
                            key: string;
                            label: string;
                            /** @enum {string} */
                            kind: "text" | "long_text" | "email" | "phone" | "number" | "select" | "multi_select" | "date" | "consent" | "hidden";
                            /** @default false */
                            required: boolean;
                            /**
                             * @default none
                             * @enum {string}
                             */
                            mapsTo: "firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "notes" | "custom" | "none";
                            customName?: string;
                            /** @default [] */
                            options: string[];
                            /** @default  */
                            placeholder: string;
                            /** @default  */
                            consentText: string;
                            param?: string;
                            /** @default 0 */
                            step: number;
                            showIf?: {
                                field: string;
                                anyOf: string[];
                            };
                        }[];
                        /** @default [] */
                        steps: string[];
                        /** @default Submit */
                        submitLabel: string;
                        /**
                         * @default {
                         *       "kind": "message",
                         *       "message": "Thank you! We will be in touch."
                         *     }
                         */
                        thankYou: {
                            /** @enum {string} */
                            kind: "message";
                            message: string;
                        } | {
                            /** @enum {string} */
                            kind: "redirect";
                            /** Format: uri */
                            url: string;
                        };
                        /** @default [] */
                        notify: string[];
                        /** @enum {string} */
                        status: "draft" | "published";
                        submissionCount: number;
                        publishedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    putFormsById: {
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
                    fields: {
                        key: string;
                        label: string;
                        /** @enum {string} */
                        kind: "text" | "long_text" | "email" | "phone" | "number" | "select" | "multi_select" | "date" | "consent" | "hidden";
                        /** @default false */
                        required?: boolean;
                        /**
                         * @default none
                         * @enum {string}
                         */
                        mapsTo?: "firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "notes" | "custom" | "none";
                        customName?: string;
                        /** @default [] */
                        options?: string[];
                        /** @default  */
                        placeholder?: string;
                        /** @default  */
                        consentText?: string;
                        param?: string;
                        /** @default 0 */
                        step?: number;
                        showIf?: {
                            field: string;
                            anyOf: string[];
                        };
                    }[];
                    /** @default [] */
                    steps?: string[];
                    /** @default Submit */
                    submitLabel?: string;
                    /**
                     * @default {
                     *       "kind": "message",
                     *       "message": "Thank you! We will be in touch."
                     *     }
                     */
                    thankYou?: {
                        /** @enum {string} */
                        kind: "message";
                        message: string;
                    } | {
                        /** @enum {string} */
                        kind: "redirect";
                        /** Format: uri */
                        url: string;
                    };
                    /** @default [] */
                    notify?: string[];
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
                        name: string;
                        fields: {
                            key: string;
                            label: string;
                            /** @enum {string} */
                            kind: "text" | "long_text" | "email" | "phone" | "number" | "select" | "multi_select" | "date" | "consent" | "hidden";
                            /** @default false */
                            required: boolean;
                            /**
                             * @default none
                             * @enum {string}
                             */
                            mapsTo: "firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "notes" | "custom" | "none";
                            customName?: string;
                            /** @default [] */
                            options: string[];
                            /** @default  */
                            placeholder: string;
                            /** @default  */
                            consentText: string;
                            param?: string;
                            /** @default 0 */
                            step: number;
                            showIf?: {
                                field: string;
                                anyOf: string[];
                            };
                        }[];
                        /** @default [] */
                        steps: string[];
                        /** @default Submit */
                        submitLabel: string;
                        /**
                         * @default {
                         *       "kind": "message",
                         *       "message": "Thank you! We will be in touch."
                         *     }
                         */
                        thankYou: {
                            /** @enum {string} */
                            kind: "message";
                            message: string;
                        } | {
                            /** @enum {string} */
                            kind: "redirect";
                            /** Format: uri */
                            url: string;
                        };
                        /** @default [] */
                        notify: string[];
                        /** @enum {string} */
                        status: "draft" | "published";
                        submissionCount: number;
                        publishedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteFormsById: {
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postFormsByIdPublish: {
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
                        name: string;
                        fields: {
                            key: string;
                            label: string;
                            /** @enum {string} */
                            kind: "text" | "long_text" | "email" | "phone" | "number" | "select" | "multi_select" | "date" | "consent" | "hidden";
                            /** @default false */
                            required: boolean;
                            /**
                             * @default none
                             * @enum {string}
                             */
                            mapsTo: "firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "notes" | "custom" | "none";
                            customName?: string;
                            /** @default [] */
                            options: string[];
                            /** @default  */
                            placeholder: string;
                            /** @default  */
                            consentText: string;
                            param?: string;
                            /** @default 0 */
                            step: number;
                            showIf?: {
                                field: string;
                                anyOf: string[];
                            };
                        }[];
                        /** @default [] */
                        steps: string[];
                        /** @default Submit */
                        submitLabel: string;
                        /**
                         * @default {
                         *       "kind": "message",
                         *       "message": "Thank you! We will be in touch."
                         *     }
                         */
                        thankYou: {
                            /** @enum {string} */
                            kind: "message";
                            message: string;
                        } | {
                            /** @enum {string} */
                            kind: "redirect";
                            /** Format: uri */
                            url: string;
                        };
                        /** @default [] */
                        notify: string[];
                        /** @enum {string} */
                        status: "draft" | "published";
                        submissionCount: number;
                        publishedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postFormsByIdUnpublish: {
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
                        name: string;
                        fields: {
                            key: string;
                            label: string;
                            /** @enum {string} */
                            kind: "text" | "long_text" | "email" | "phone" | "number" | "select" | "multi_select" | "date" | "consent" | "hidden";
                            /** @default false */
                            required: boolean;
                            /**
                             * @default none
                             * @enum {string}
                             */
                            mapsTo: "firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "notes" | "custom" | "none";
                            customName?: string;
                            /** @default [] */
                            options: string[];
                            /** @default  */
                            placeholder: string;
                            /** @default  */
                            consentText: string;
                            param?: string;
                            /** @default 0 */
                            step: number;
                            showIf?: {
                                field: string;
                                anyOf: string[];
                            };
                        }[];
                        /** @default [] */
                        steps: string[];
                        /** @default Submit */
                        submitLabel: string;
                        /**
                         * @default {
                         *       "kind": "message",
                         *       "message": "Thank you! We will be in touch."
                         *     }
                         */
                        thankYou: {
                            /** @enum {string} */
                            kind: "message";
                            message: string;
                        } | {
                            /** @enum {string} */
                            kind: "redirect";
                            /** Format: uri */
                            url: string;
                        };
                        /** @default [] */
                        notify: string[];
                        /** @enum {string} */
                        status: "draft" | "published";
                        submissionCount: number;
                        publishedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getFormsByIdSubmissions: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            formId: string;
                            /** Format: uuid */
                            contactId: string | null;
                            contactName: string | null;
                            /** @enum {string} */
                            outcome: "created" | "updated";
                            values: {
                                [key: string]: string | string[] | boolean;
                            };
                            utm: {
                                source?: string;
                                medium?: string;
                                campaign?: string;
                            };
                            referrer: string | null;
                            consent: {
                                text: string;
                                at: string;
                            } | null;
                            createdAt: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getFormsByIdSubmissionsExport: {
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getHealth: {
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
                        status: "ok" | "degraded";
                        services: {
                            [key: string]: {
                                up: boolean;
                                instances: number;
                                averageLatencyMs: number;
                            };
                        };
                        checkedAt: string;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    getHostedFormsById: {
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
                        name: string;
                        fields: {
                            key: string;
                            label: string;
                            /** @enum {string} */
                            kind: "text" | "long_text" | "email" | "phone" | "number" | "select" | "multi_select" | "date" | "consent" | "hidden";
                            /** @default false */
                            required: boolean;
                            /** @default [] */
                            options: string[];
                            /** @default  */
                            placeholder: string;
                            /** @default  */
                            consentText: string;
                            param?: string;
                            /** @default 0 */
                            step: number;
                            showIf?: {
                                field: string;
                                anyOf: string[];
                            };
                        }[];
                        steps: string[];
                        submitLabel: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postHostedFormsByIdSubmissions: {
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
                    /** Format: uuid */
                    submissionId: string;
                    values: {
                        [key: string]: string | number | boolean | string[];
                    };
                    fillMs: number;
                    website?: string;
                    /** @default {} */
                    utm?: {
                        source?: string;
                        medium?: string;
                        campaign?: string;
                    };
                    referrer?: string;
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
                        /** @enum {boolean} */
                        received: true;
                        thankYou: {
                            /** @enum {string} */
                            kind: "message";
                            message: string;
                        } | {
                            /** @enum {string} */
                            kind: "redirect";
                            /** Format: uri */
                            url: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postImportsContacts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getImports: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "contacts" | "deals";
                            /** Format: uuid */
                            pipelineId: string | null;
                            createContacts: boolean;
                            fileName: string;
                            size: number;
                            /** @enum {string} */
                            status: "uploaded" | "queued" | "running" | "completed" | "failed" | "reverting" | "reverted";
                            headers: string[];
                            sampleRows: string[][];
                            suggestedMapping: {
                                [key: string]: ("firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "status" | "interestLevel" | "source" | "tags" | "notes" | "linkedin" | "twitter" | "website" | "city" | "state" | "country" | "lastContact" | "preferredContact" | "isFavorite" | "ownerEmail" | "leadScore" | "createdAt" | "updatedAt" | "customField" | "customFields" | "ignore") | ("title" | "value" | "status" | "stage" | "probability" | "expectedCloseDate" | "contactEmail" | "company" | "description" | "ownerEmail" | "ignore");
                            };
                            /** @enum {string} */
                            suggestedDateFormat: "day-first" | "month-first";
                            mapping: {
                                [key: string]: ("firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "status" | "interestLevel" | "source" | "tags" | "notes" | "linkedin" | "twitter" | "website" | "city" | "state" | "country" | "lastContact" | "preferredContact" | "isFavorite" | "ownerEmail" | "leadScore" | "createdAt" | "updatedAt" | "customField" | "customFields" | "ignore") | ("title" | "value" | "status" | "stage" | "probability" | "expectedCloseDate" | "contactEmail" | "company" | "description" | "ownerEmail" | "ignore");
                            } | null;
                            /** @enum {string|null} */
                            onDuplicate: "skip" | "update" | null;
                            /** @enum {string|null} */
                            dateFormat: "day-first" | "month-first" | null;
                            statusValues: {
                                [key: string]: "lead" | "prospect" | "customer" | "churned";
                            } | null;
                            counts: {
                                read: number;
                                imported: number;
                                updated: number;
                                unchanged: number;
                                skipped: number;
                                failed: number;
                            };
                            error: string | null;
                            reverted: {
                                removed: number;
                                restored: number;
                                kept: number;
                            } | null;
                            /** Format: uuid */
                            createdBy: string | null;
                            createdAt: string;
                            startedAt: string | null;
                            finishedAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getImportsById: {
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
                        kind: "contacts" | "deals";
                        /** Format: uuid */
                        pipelineId: string | null;
                        createContacts: boolean;
                        fileName: string;
                        size: number;
                        /** @enum {string} */
                        status: "uploaded" | "queued" | "running" | "completed" | "failed" | "reverting" | "reverted";
                        headers: string[];
                        sampleRows: string[][];
                        suggestedMapping: {
                            [key: string]: ("firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "status" | "interestLevel" | "source" | "tags" | "notes" | "linkedin" | "twitter" | "website" | "city" | "state" | "country" | "lastContact" | "preferredContact" | "isFavorite" | "ownerEmail" | "leadScore" | "createdAt" | "updatedAt" | "customField" | "customFields" | "ignore") | ("title" | "value" | "status" | "stage" | "probability" | "expectedCloseDate" | "contactEmail" | "company" | "description" | "ownerEmail" | "ignore");
                        };
                        /** @enum {string} */
                        suggestedDateFormat: "day-first" | "month-first";
                        mapping: {
                            [key: string]: ("firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "status" | "interestLevel" | "source" | "tags" | "notes" | "linkedin" | "twitter" | "website" | "city" | "state" | "country" | "lastContact" | "preferredContact" | "isFavorite" | "ownerEmail" | "leadScore" | "createdAt" | "updatedAt" | "customField" | "customFields" | "ignore") | ("title" | "value" | "status" | "stage" | "probability" | "expectedCloseDate" | "contactEmail" | "company" | "description" | "ownerEmail" | "ignore");
                        } | null;
                        /** @enum {string|null} */
                        onDuplicate: "skip" | "update" | null;
                        /** @enum {string|null} */
                        dateFormat: "day-first" | "month-first" | null;
                        statusValues: {
                            [key: string]: "lead" | "prospect" | "customer" | "churned";
                        } | null;
                        counts: {
                            read: number;
                            imported: number;
                            updated: number;
                            unchanged: number;
                            skipped: number;
                            failed: number;
                        };
                        error: string | null;
                        reverted: {
                            removed: number;
                            restored: number;
                            kept: number;
                        } | null;
                        /** Format: uuid */
                        createdBy: string | null;
                        createdAt: string;
                        startedAt: string | null;
                        finishedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postImportsByIdStart: {
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
                    mapping: {
                        [key: string]: ("firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "status" | "interestLevel" | "source" | "tags" | "notes" | "linkedin" | "twitter" | "website" | "city" | "state" | "country" | "lastContact" | "preferredContact" | "isFavorite" | "ownerEmail" | "leadScore" | "createdAt" | "updatedAt" | "customField" | "customFields" | "ignore") | ("title" | "value" | "status" | "stage" | "probability" | "expectedCloseDate" | "contactEmail" | "company" | "description" | "ownerEmail" | "ignore");
                    };
                    /**
                     * @default skip
                     * @enum {string}
                     */
                    onDuplicate?: "skip" | "update";
                    /**
                     * @default day-first
                     * @enum {string}
                     */
                    dateFormat?: "day-first" | "month-first";
                    /** Format: uuid */
                    pipelineId?: string;
                    /** @default false */
                    createContacts?: boolean;
                    /** @default {} */
                    statusValues?: {
                        [key: string]: "lead" | "prospect" | "customer" | "churned";
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
                        id: string;
                        /** @enum {string} */
                        kind: "contacts" | "deals";
                        /** Format: uuid */
                        pipelineId: string | null;
                        createContacts: boolean;
                        fileName: string;
                        size: number;
                        /** @enum {string} */
                        status: "uploaded" | "queued" | "running" | "completed" | "failed" | "reverting" | "reverted";
                        headers: string[];
                        sampleRows: string[][];
                        suggestedMapping: {
                            [key: string]: ("firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "status" | "interestLevel" | "source" | "tags" | "notes" | "linkedin" | "twitter" | "website" | "city" | "state" | "country" | "lastContact" | "preferredContact" | "isFavorite" | "ownerEmail" | "leadScore" | "createdAt" | "updatedAt" | "customField" | "customFields" | "ignore") | ("title" | "value" | "status" | "stage" | "probability" | "expectedCloseDate" | "contactEmail" | "company" | "description" | "ownerEmail" | "ignore");
                        };
                        /** @enum {string} */
                        suggestedDateFormat: "day-first" | "month-first";
                        mapping: {
                            [key: string]: ("firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "status" | "interestLevel" | "source" | "tags" | "notes" | "linkedin" | "twitter" | "website" | "city" | "state" | "country" | "lastContact" | "preferredContact" | "isFavorite" | "ownerEmail" | "leadScore" | "createdAt" | "updatedAt" | "customField" | "customFields" | "ignore") | ("title" | "value" | "status" | "stage" | "probability" | "expectedCloseDate" | "contactEmail" | "company" | "description" | "ownerEmail" | "ignore");
                        } | null;
                        /** @enum {string|null} */
                        onDuplicate: "skip" | "update" | null;
                        /** @enum {string|null} */
                        dateFormat: "day-first" | "month-first" | null;
                        statusValues: {
                            [key: string]: "lead" | "prospect" | "customer" | "churned";
                        } | null;
                        counts: {
                            read: number;
                            imported: number;
                            updated: number;
                            unchanged: number;
                            skipped: number;
                            failed: number;
                        };
                        error: string | null;
                        reverted: {
                            removed: number;
                            restored: number;
                            kept: number;
                        } | null;
                        /** Format: uuid */
                        createdBy: string | null;
                        createdAt: string;
                        startedAt: string | null;
                        finishedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getImportsByIdErrors: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
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
                        items: {
                            line: number;
                            field: string;
                            value?: string | null;
                            reason: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getImportsByIdErrorsCsv: {
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postImportsByIdRevert: {
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
                        kind: "contacts" | "deals";
                        /** Format: uuid */
                        pipelineId: string | null;
                        createContacts: boolean;
                        fileName: string;
                        size: number;
                        /** @enum {string} */
                        status: "uploaded" | "queued" | "running" | "completed" | "failed" | "reverting" | "reverted";
                        headers: string[];
                        sampleRows: string[][];
                        suggestedMapping: {
                            [key: string]: ("firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "status" | "interestLevel" | "source" | "tags" | "notes" | "linkedin" | "twitter" | "website" | "city" | "state" | "country" | "lastContact" | "preferredContact" | "isFavorite" | "ownerEmail" | "leadScore" | "createdAt" | "updatedAt" | "customField" | "customFields" | "ignore") | ("title" | "value" | "status" | "stage" | "probability" | "expectedCloseDate" | "contactEmail" | "company" | "description" | "ownerEmail" | "ignore");
                        };
                        /** @enum {string} */
                        suggestedDateFormat: "day-first" | "month-first";
                        mapping: {
                            [key: string]: ("firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "status" | "interestLevel" | "source" | "tags" | "notes" | "linkedin" | "twitter" | "website" | "city" | "state" | "country" | "lastContact" | "preferredContact" | "isFavorite" | "ownerEmail" | "leadScore" | "createdAt" | "updatedAt" | "customField" | "customFields" | "ignore") | ("title" | "value" | "status" | "stage" | "probability" | "expectedCloseDate" | "contactEmail" | "company" | "description" | "ownerEmail" | "ignore");
                        } | null;
                        /** @enum {string|null} */
                        onDuplicate: "skip" | "update" | null;
                        /** @enum {string|null} */
                        dateFormat: "day-first" | "month-first" | null;
                        statusValues: {
                            [key: string]: "lead" | "prospect" | "customer" | "churned";
                        } | null;
                        counts: {
                            read: number;
                            imported: number;
                            updated: number;
                            unchanged: number;
                            skipped: number;
                            failed: number;
                        };
                        error: string | null;
                        reverted: {
                            removed: number;
                            restored: number;
                            kept: number;
                        } | null;
                        /** Format: uuid */
                        createdBy: string | null;
                        createdAt: string;
                        startedAt: string | null;
                        finishedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getImportsDeals: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "contacts" | "deals";
                            /** Format: uuid */
                            pipelineId: string | null;
                            createContacts: boolean;
                            fileName: string;
                            size: number;
                            /** @enum {string} */
                            status: "uploaded" | "queued" | "running" | "completed" | "failed" | "reverting" | "reverted";
                            headers: string[];
                            sampleRows: string[][];
                            suggestedMapping: {
                                [key: string]: ("firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "status" | "interestLevel" | "source" | "tags" | "notes" | "linkedin" | "twitter" | "website" | "city" | "state" | "country" | "lastContact" | "preferredContact" | "isFavorite" | "ownerEmail" | "leadScore" | "createdAt" | "updatedAt" | "customField" | "customFields" | "ignore") | ("title" | "value" | "status" | "stage" | "probability" | "expectedCloseDate" | "contactEmail" | "company" | "description" | "ownerEmail" | "ignore");
                            };
                            /** @enum {string} */
                            suggestedDateFormat: "day-first" | "month-first";
                            mapping: {
                                [key: string]: ("firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "status" | "interestLevel" | "source" | "tags" | "notes" | "linkedin" | "twitter" | "website" | "city" | "state" | "country" | "lastContact" | "preferredContact" | "isFavorite" | "ownerEmail" | "leadScore" | "createdAt" | "updatedAt" | "customField" | "customFields" | "ignore") | ("title" | "value" | "status" | "stage" | "probability" | "expectedCloseDate" | "contactEmail" | "company" | "description" | "ownerEmail" | "ignore");
                            } | null;
                            /** @enum {string|null} */
                            onDuplicate: "skip" | "update" | null;
                            /** @enum {string|null} */
                            dateFormat: "day-first" | "month-first" | null;
                            statusValues: {
                                [key: string]: "lead" | "prospect" | "customer" | "churned";
                            } | null;
                            counts: {
                                read: number;
                                imported: number;
                                updated: number;
                                unchanged: number;
                                skipped: number;
                                failed: number;
                            };
                            error: string | null;
                            reverted: {
                                removed: number;
                                restored: number;
                                kept: number;
                            } | null;
                            /** Format: uuid */
                            createdBy: string | null;
                            createdAt: string;
                            startedAt: string | null;
                            finishedAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postImportsDeals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getImportsDealsById: {
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
                        kind: "contacts" | "deals";
                        /** Format: uuid */
                        pipelineId: string | null;
                        createContacts: boolean;
                        fileName: string;
                        size: number;
                        /** @enum {string} */
                        status: "uploaded" | "queued" | "running" | "completed" | "failed" | "reverting" | "reverted";
                        headers: string[];
                        sampleRows: string[][];
                        suggestedMapping: {
                            [key: string]: ("firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "status" | "interestLevel" | "source" | "tags" | "notes" | "linkedin" | "twitter" | "website" | "city" | "state" | "country" | "lastContact" | "preferredContact" | "isFavorite" | "ownerEmail" | "leadScore" | "createdAt" | "updatedAt" | "customField" | "customFields" | "ignore") | ("title" | "value" | "status" | "stage" | "probability" | "expectedCloseDate" | "contactEmail" | "company" | "description" | "ownerEmail" | "ignore");
                        };
                        /** @enum {string} */
                        suggestedDateFormat: "day-first" | "month-first";
                        mapping: {
                            [key: string]: ("firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "status" | "interestLevel" | "source" | "tags" | "notes" | "linkedin" | "twitter" | "website" | "city" | "state" | "country" | "lastContact" | "preferredContact" | "isFavorite" | "ownerEmail" | "leadScore" | "createdAt" | "updatedAt" | "customField" | "customFields" | "ignore") | ("title" | "value" | "status" | "stage" | "probability" | "expectedCloseDate" | "contactEmail" | "company" | "description" | "ownerEmail" | "ignore");
                        } | null;
                        /** @enum {string|null} */
                        onDuplicate: "skip" | "update" | null;
                        /** @enum {string|null} */
                        dateFormat: "day-first" | "month-first" | null;
                        statusValues: {
                            [key: string]: "lead" | "prospect" | "customer" | "churned";
                        } | null;
                        counts: {
                            read: number;
                            imported: number;
                            updated: number;
                            unchanged: number;
                            skipped: number;
                            failed: number;
                        };
                        error: string | null;
                        reverted: {
                            removed: number;
                            restored: number;
                            kept: number;
                        } | null;
                        /** Format: uuid */
                        createdBy: string | null;
                        createdAt: string;
                        startedAt: string | null;
                        finishedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postImportsDealsByIdStart: {
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
                    mapping: {
                        [key: string]: ("firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "status" | "interestLevel" | "source" | "tags" | "notes" | "linkedin" | "twitter" | "website" | "city" | "state" | "country" | "lastContact" | "preferredContact" | "isFavorite" | "ownerEmail" | "leadScore" | "createdAt" | "updatedAt" | "customField" | "customFields" | "ignore") | ("title" | "value" | "status" | "stage" | "probability" | "expectedCloseDate" | "contactEmail" | "company" | "description" | "ownerEmail" | "ignore");
                    };
                    /**
                     * @default skip
                     * @enum {string}
                     */
                    onDuplicate?: "skip" | "update";
                    /**
                     * @default day-first
                     * @enum {string}
                     */
                    dateFormat?: "day-first" | "month-first";
                    /** Format: uuid */
                    pipelineId?: string;
                    /** @default false */
                    createContacts?: boolean;
                    /** @default {} */
                    statusValues?: {
                        [key: string]: "lead" | "prospect" | "customer" | "churned";
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
                        id: string;
                        /** @enum {string} */
                        kind: "contacts" | "deals";
                        /** Format: uuid */
                        pipelineId: string | null;
                        createContacts: boolean;
                        fileName: string;
                        size: number;
                        /** @enum {string} */
                        status: "uploaded" | "queued" | "running" | "completed" | "failed" | "reverting" | "reverted";
                        headers: string[];
                        sampleRows: string[][];
                        suggestedMapping: {
                            [key: string]: ("firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "status" | "interestLevel" | "source" | "tags" | "notes" | "linkedin" | "twitter" | "website" | "city" | "state" | "country" | "lastContact" | "preferredContact" | "isFavorite" | "ownerEmail" | "leadScore" | "createdAt" | "updatedAt" | "customField" | "customFields" | "ignore") | ("title" | "value" | "status" | "stage" | "probability" | "expectedCloseDate" | "contactEmail" | "company" | "description" | "ownerEmail" | "ignore");
                        };
                        /** @enum {string} */
                        suggestedDateFormat: "day-first" | "month-first";
                        mapping: {
                            [key: string]: ("firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "status" | "interestLevel" | "source" | "tags" | "notes" | "linkedin" | "twitter" | "website" | "city" | "state" | "country" | "lastContact" | "preferredContact" | "isFavorite" | "ownerEmail" | "leadScore" | "createdAt" | "updatedAt" | "customField" | "customFields" | "ignore") | ("title" | "value" | "status" | "stage" | "probability" | "expectedCloseDate" | "contactEmail" | "company" | "description" | "ownerEmail" | "ignore");
                        } | null;
                        /** @enum {string|null} */
                        onDuplicate: "skip" | "update" | null;
                        /** @enum {string|null} */
                        dateFormat: "day-first" | "month-first" | null;
                        statusValues: {
                            [key: string]: "lead" | "prospect" | "customer" | "churned";
                        } | null;
                        counts: {
                            read: number;
                            imported: number;
                            updated: number;
                            unchanged: number;
                            skipped: number;
                            failed: number;
                        };
                        error: string | null;
                        reverted: {
                            removed: number;
                            restored: number;
                            kept: number;
                        } | null;
                        /** Format: uuid */
                        createdBy: string | null;
                        createdAt: string;
                        startedAt: string | null;
                        finishedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getImportsDealsByIdErrors: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
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
                        items: {
                            line: number;
                            field: string;
                            value?: string | null;
                            reason: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getImportsDealsByIdErrorsCsv: {
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postImportsDealsByIdRevert: {
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
                        kind: "contacts" | "deals";
                        /** Format: uuid */
                        pipelineId: string | null;
                        createContacts: boolean;
                        fileName: string;
                        size: number;
                        /** @enum {string} */
                        status: "uploaded" | "queued" | "running" | "completed" | "failed" | "reverting" | "reverted";
                        headers: string[];
                        sampleRows: string[][];
                        suggestedMapping: {
                            [key: string]: ("firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "status" | "interestLevel" | "source" | "tags" | "notes" | "linkedin" | "twitter" | "website" | "city" | "state" | "country" | "lastContact" | "preferredContact" | "isFavorite" | "ownerEmail" | "leadScore" | "createdAt" | "updatedAt" | "customField" | "customFields" | "ignore") | ("title" | "value" | "status" | "stage" | "probability" | "expectedCloseDate" | "contactEmail" | "company" | "description" | "ownerEmail" | "ignore");
                        };
                        /** @enum {string} */
                        suggestedDateFormat: "day-first" | "month-first";
                        mapping: {
                            [key: string]: ("firstName" | "lastName" | "name" | "email" | "phone" | "company" | "position" | "title" | "industry" | "status" | "interestLevel" | "source" | "tags" | "notes" | "linkedin" | "twitter" | "website" | "city" | "state" | "country" | "lastContact" | "preferredContact" | "isFavorite" | "ownerEmail" | "leadScore" | "createdAt" | "updatedAt" | "customField" | "customFields" | "ignore") | ("title" | "value" | "status" | "stage" | "probability" | "expectedCloseDate" | "contactEmail" | "company" | "description" | "ownerEmail" | "ignore");
                        } | null;
                        /** @enum {string|null} */
                        onDuplicate: "skip" | "update" | null;
                        /** @enum {string|null} */
                        dateFormat: "day-first" | "month-first" | null;
                        statusValues: {
                            [key: string]: "lead" | "prospect" | "customer" | "churned";
                        } | null;
                        counts: {
                            read: number;
                            imported: number;
                            updated: number;
                            unchanged: number;
                            skipped: number;
                            failed: number;
                        };
                        error: string | null;
                        reverted: {
                            removed: number;
                            restored: number;
                            kept: number;
                        } | null;
                        /** Format: uuid */
                        createdBy: string | null;
                        createdAt: string;
                        startedAt: string | null;
                        finishedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getInvoices: {
        parameters: {
            query?: {
                status?: "draft" | "sent" | "partially_paid" | "paid" | "overdue" | "void";
                cursor?: string;
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            number: string;
                            /** @enum {string} */
                            status: "draft" | "sent" | "partially_paid" | "paid" | "overdue" | "void";
                            customerName: string;
                            /** Format: uuid */
                            dealId: string | null;
                            /** Format: uuid */
                            quoteId: string | null;
                            currency: string;
                            /** @enum {string} */
                            taxMode: "exclusive" | "inclusive";
                            lines: {
                                /**
                                 * Format: uuid
                                 * @default null
                                 */
                                productId: string | null;
                                description: string;
                                quantity: number;
                                unitPrice: number;
                                /** @default 0 */
                                discountPercent: number;
                                /** @default 0 */
                                taxRate: number;
                                /**
                                 * @default one_off
                                 * @enum {string}
                                 */
                                billing: "one_off" | "monthly" | "yearly";
                                net: number;
                                tax: number;
                                total: number;
                            }[];
                            totals: {
                                net: number;
                                tax: number;
                                total: number;
                            };
                            amountPaid: number;
                            issuedOn: string;
                            dueOn: string;
                            notes: string;
                            version: number;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postInvoices: {
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
                    quoteId: string;
                    /** Format: date */
                    dueOn: string;
                    customerName?: string;
                } | {
                    customerName: string;
                    /** Format: date */
                    dueOn: string;
                    /** @default  */
                    notes?: string;
                    /**
                     * Format: uuid
                     * @default null
                     */
                    dealId?: string | null;
                    document: {
                        currency: string;
                        /**
                         * @default exclusive
                         * @enum {string}
                         */
                        taxMode?: "exclusive" | "inclusive";
                        lines: {
                            /**
                             * Format: uuid
                             * @default null
                             */
                            productId?: string | null;
                            description: string;
                            quantity: number;
                            unitPrice: number;
                            /** @default 0 */
                            discountPercent?: number;
                            /** @default 0 */
                            taxRate?: number;
                            /**
                             * @default one_off
                             * @enum {string}
                             */
                            billing?: "one_off" | "monthly" | "yearly";
                            currency?: string;
                        }[];
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
                        /** Format: uuid */
                        id: string;
                        number: string;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partially_paid" | "paid" | "overdue" | "void";
                        customerName: string;
                        /** Format: uuid */
                        dealId: string | null;
                        /** Format: uuid */
                        quoteId: string | null;
                        currency: string;
                        /** @enum {string} */
                        taxMode: "exclusive" | "inclusive";
                        lines: {
                            /**
                             * Format: uuid
                             * @default null
                             */
                            productId: string | null;
                            description: string;
                            quantity: number;
                            unitPrice: number;
                            /** @default 0 */
                            discountPercent: number;
                            /** @default 0 */
                            taxRate: number;
                            /**
                             * @default one_off
                             * @enum {string}
                             */
                            billing: "one_off" | "monthly" | "yearly";
                            net: number;
                            tax: number;
                            total: number;
                        }[];
                        totals: {
                            net: number;
                            tax: number;
                            total: number;
                        };
                        amountPaid: number;
                        issuedOn: string;
                        dueOn: string;
                        notes: string;
                        version: number;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getInvoicesExportCsv: {
        parameters: {
            query?: {
                status?: "draft" | "sent" | "partially_paid" | "paid" | "overdue" | "void";
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getInvoicesSettings: {
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
                        numberPattern: string;
                        nextNumber: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    putInvoicesSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    numberPattern: string;
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
                        numberPattern: string;
                        nextNumber: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getInvoicesById: {
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
                        number: string;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partially_paid" | "paid" | "overdue" | "void";
                        customerName: string;
                        /** Format: uuid */
                        dealId: string | null;
                        /** Format: uuid */
                        quoteId: string | null;
                        currency: string;
                        /** @enum {string} */
                        taxMode: "exclusive" | "inclusive";
                        lines: {
                            /**
                             * Format: uuid
                             * @default null
                             */
                            productId: string | null;
                            description: string;
                            quantity: number;
                            unitPrice: number;
                            /** @default 0 */
                            discountPercent: number;
                            /** @default 0 */
                            taxRate: number;
                            /**
                             * @default one_off
                             * @enum {string}
                             */
                            billing: "one_off" | "monthly" | "yearly";
                            net: number;
                            tax: number;
                            total: number;
                        }[];
                        totals: {
                            net: number;
                            tax: number;
                            total: number;
                        };
                        amountPaid: number;
                        issuedOn: string;
                        dueOn: string;
                        notes: string;
                        version: number;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    patchInvoicesById: {
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
                    customerName?: string;
                    /** Format: date */
                    dueOn?: string;
                    /** @default  */
                    notes?: string;
                    document?: {
                        currency: string;
                        /**
                         * @default exclusive
                         * @enum {string}
                         */
                        taxMode?: "exclusive" | "inclusive";
                        lines: {
                            /**
                             * Format: uuid
                             * @default null
                             */
                            productId?: string | null;
                            description: string;
                            quantity: number;
                            unitPrice: number;
                            /** @default 0 */
                            discountPercent?: number;
                            /** @default 0 */
                            taxRate?: number;
                            /**
                             * @default one_off
                             * @enum {string}
                             */
                            billing?: "one_off" | "monthly" | "yearly";
                            currency?: string;
                        }[];
                    };
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
                        /** Format: uuid */
                        id: string;
                        number: string;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partially_paid" | "paid" | "overdue" | "void";
                        customerName: string;
                        /** Format: uuid */
                        dealId: string | null;
                        /** Format: uuid */
                        quoteId: string | null;
                        currency: string;
                        /** @enum {string} */
                        taxMode: "exclusive" | "inclusive";
                        lines: {
                            /**
                             * Format: uuid
                             * @default null
                             */
                            productId: string | null;
                            description: string;
                            quantity: number;
                            unitPrice: number;
                            /** @default 0 */
                            discountPercent: number;
                            /** @default 0 */
                            taxRate: number;
                            /**
                             * @default one_off
                             * @enum {string}
                             */
                            billing: "one_off" | "monthly" | "yearly";
                            net: number;
                            tax: number;
                            total: number;
                        }[];
                        totals: {
                            net: number;
                            tax: number;
                            total: number;
                        };
                        amountPaid: number;
                        issuedOn: string;
                        dueOn: string;
                        notes: string;
                        version: number;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postInvoicesByIdSend: {
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
                        number: string;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partially_paid" | "paid" | "overdue" | "void";
                        customerName: string;
                        /** Format: uuid */
                        dealId: string | null;
                        /** Format: uuid */
                        quoteId: string | null;
                        currency: string;
                        /** @enum {string} */
                        taxMode: "exclusive" | "inclusive";
                        lines: {
                            /**
                             * Format: uuid
                             * @default null
                             */
                            productId: string | null;
                            description: string;
                            quantity: number;
                            unitPrice: number;
                            /** @default 0 */
                            discountPercent: number;
                            /** @default 0 */
                            taxRate: number;
                            /**
                             * @default one_off
                             * @enum {string}
                             */
                            billing: "one_off" | "monthly" | "yearly";
                            net: number;
                            tax: number;
                            total: number;
                        }[];
                        totals: {
                            net: number;
                            tax: number;
                            total: number;
                        };
                        amountPaid: number;
                        issuedOn: string;
                        dueOn: string;
                        notes: string;
                        version: number;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postInvoicesByIdVoid: {
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
                        number: string;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partially_paid" | "paid" | "overdue" | "void";
                        customerName: string;
                        /** Format: uuid */
                        dealId: string | null;
                        /** Format: uuid */
                        quoteId: string | null;
                        currency: string;
                        /** @enum {string} */
                        taxMode: "exclusive" | "inclusive";
                        lines: {
                            /**
                             * Format: uuid
                             * @default null
                             */
                            productId: string | null;
                            description: string;
                            quantity: number;
                            unitPrice: number;
                            /** @default 0 */
                            discountPercent: number;
                            /** @default 0 */
                            taxRate: number;
                            /**
                             * @default one_off
                             * @enum {string}
                             */
                            billing: "one_off" | "monthly" | "yearly";
                            net: number;
                            tax: number;
                            total: number;
                        }[];
                        totals: {
                            net: number;
                            tax: number;
                            total: number;
                        };
                        amountPaid: number;
                        issuedOn: string;
                        dueOn: string;
                        notes: string;
                        version: number;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postInvoicesByIdPayments: {
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
                    amount: number;
                    /** @default  */
                    reference?: string;
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
                        number: string;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partially_paid" | "paid" | "overdue" | "void";
                        customerName: string;
                        /** Format: uuid */
                        dealId: string | null;
                        /** Format: uuid */
                        quoteId: string | null;
                        currency: string;
                        /** @enum {string} */
                        taxMode: "exclusive" | "inclusive";
                        lines: {
                            /**
                             * Format: uuid
                             * @default null
                             */
                            productId: string | null;
                            description: string;
                            quantity: number;
                            unitPrice: number;
                            /** @default 0 */
                            discountPercent: number;
                            /** @default 0 */
                            taxRate: number;
                            /**
                             * @default one_off
                             * @enum {string}
                             */
                            billing: "one_off" | "monthly" | "yearly";
                            net: number;
                            tax: number;
                            total: number;
                        }[];
                        totals: {
                            net: number;
                            tax: number;
                            total: number;
                        };
                        amountPaid: number;
                        issuedOn: string;
                        dueOn: string;
                        notes: string;
                        version: number;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postInvoicesByIdCheckout: {
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
                    returnUrl: string;
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
                        sessionId: string;
                        /** Format: uri */
                        url: string;
                        amount: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getMailboxes: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            ownerId: string;
                            address: string;
                            displayName: string | null;
                            imap: {
                                host: string;
                                port: number;
                                /** @enum {string} */
                                security: "tls" | "starttls" | "none";
                            };
                            smtp: {
                                host: string;
                                port: number;
                                /** @enum {string} */
                                security: "tls" | "starttls" | "none";
                            };
                            auth: {
                                /** @enum {string} */
                                kind: "password";
                                username: string;
                            };
                            backfillDays: number;
                            /** @enum {string} */
                            status: "connected" | "failing";
                            lastError: string | null;
                            lastSyncedAt: string | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postMailboxes: {
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
                    address: string;
                    displayName?: string;
                    imap: {
                        host: string;
                        port: number;
                        /** @enum {string} */
                        security: "tls" | "starttls" | "none";
                    };
                    smtp: {
                        host: string;
                        port: number;
                        /** @enum {string} */
                        security: "tls" | "starttls" | "none";
                    };
                    auth: {
                        /** @enum {string} */
                        kind: "password";
                        username: string;
                        password: string;
                    };
                    /** @default 30 */
                    backfillDays?: number;
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
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        ownerId: string;
                        address: string;
                        displayName: string | null;
                        imap: {
                            host: string;
                            port: number;
                            /** @enum {string} */
                            security: "tls" | "starttls" | "none";
                        };
                        smtp: {
                            host: string;
                            port: number;
                            /** @enum {string} */
                            security: "tls" | "starttls" | "none";
                        };
                        auth: {
                            /** @enum {string} */
                            kind: "password";
                            username: string;
                        };
                        backfillDays: number;
                        /** @enum {string} */
                        status: "connected" | "failing";
                        lastError: string | null;
                        lastSyncedAt: string | null;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postMailboxesByIdTest: {
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
                        /** Format: uuid */
                        ownerId: string;
                        address: string;
                        displayName: string | null;
                        imap: {
                            host: string;
                            port: number;
                            /** @enum {string} */
                            security: "tls" | "starttls" | "none";
                        };
                        smtp: {
                            host: string;
                            port: number;
                            /** @enum {string} */
                            security: "tls" | "starttls" | "none";
                        };
                        auth: {
                            /** @enum {string} */
                            kind: "password";
                            username: string;
                        };
                        backfillDays: number;
                        /** @enum {string} */
                        status: "connected" | "failing";
                        lastError: string | null;
                        lastSyncedAt: string | null;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postMailboxesByIdSync: {
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteMailboxesById: {
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getMeetingTypes: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string;
                            description: string;
                            durationMinutes: number;
                            bufferBeforeMinutes: number;
                            bufferAfterMinutes: number;
                            minimumNoticeHours: number;
                            maximumDaysAhead: number;
                            dailyLimit: number | null;
                            /** Format: uuid */
                            hostUserId: string;
                            timeZone: string;
                            availability: {
                                /** @enum {string} */
                                weekday: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                start: string;
                                end: string;
                            }[];
                            questions: {
                                id: string;
                                label: string;
                                /** @enum {string|null} */
                                field: "phone" | "company" | "position" | "industry" | null;
                                required: boolean;
                            }[];
                            active: boolean;
                            hostName: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postMeetingTypes: {
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
                    slug: string;
                    /** @default  */
                    description?: string;
                    durationMinutes: number;
                    /** @default 0 */
                    bufferBeforeMinutes?: number;
                    /** @default 0 */
                    bufferAfterMinutes?: number;
                    /** @default 4 */
                    minimumNoticeHours?: number;
                    /** @default 60 */
                    maximumDaysAhead?: number;
                    /** @default null */
                    dailyLimit?: number | null;
                    /** Format: uuid */
                    hostUserId: string;
                    timeZone: string;
                    availability: {
                        /** @enum {string} */
                        weekday: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                        start: string;
                        end: string;
                    }[];
                    /** @default [] */
                    questions?: {
                        id: string;
                        label: string;
                        /** @enum {string|null} */
                        field: "phone" | "company" | "position" | "industry" | null;
                        required: boolean;
                    }[];
                    /** @default true */
                    active?: boolean;
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
                        /** Format: uuid */
                        id: string;
                        name: string;
                        slug: string;
                        description: string;
                        durationMinutes: number;
                        bufferBeforeMinutes: number;
                        bufferAfterMinutes: number;
                        minimumNoticeHours: number;
                        maximumDaysAhead: number;
                        dailyLimit: number | null;
                        /** Format: uuid */
                        hostUserId: string;
                        timeZone: string;
                        availability: {
                            /** @enum {string} */
                            weekday: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            start: string;
                            end: string;
                        }[];
                        questions: {
                            id: string;
                            label: string;
                            /** @enum {string|null} */
                            field: "phone" | "company" | "position" | "industry" | null;
                            required: boolean;
                        }[];
                        active: boolean;
                        hostName: string | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    putMeetingTypesById: {
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
                    slug: string;
                    /** @default  */
                    description?: string;
                    durationMinutes: number;
                    /** @default 0 */
                    bufferBeforeMinutes?: number;
                    /** @default 0 */
                    bufferAfterMinutes?: number;
                    /** @default 4 */
                    minimumNoticeHours?: number;
                    /** @default 60 */
                    maximumDaysAhead?: number;
                    /** @default null */
                    dailyLimit?: number | null;
                    /** Format: uuid */
                    hostUserId: string;
                    timeZone: string;
                    availability: {
                        /** @enum {string} */
                        weekday: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                        start: string;
                        end: string;
                    }[];
                    /** @default [] */
                    questions?: {
                        id: string;
                        label: string;
                        /** @enum {string|null} */
                        field: "phone" | "company" | "position" | "industry" | null;
                        required: boolean;
                    }[];
                    /** @default true */
                    active?: boolean;
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
                        name: string;
                        slug: string;
                        description: string;
                        durationMinutes: number;
                        bufferBeforeMinutes: number;
                        bufferAfterMinutes: number;
                        minimumNoticeHours: number;
                        maximumDaysAhead: number;
                        dailyLimit: number | null;
                        /** Format: uuid */
                        hostUserId: string;
                        timeZone: string;
                        availability: {
                            /** @enum {string} */
                            weekday: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            start: string;
                            end: string;
                        }[];
                        questions: {
                            id: string;
                            label: string;
                            /** @enum {string|null} */
                            field: "phone" | "company" | "position" | "industry" | null;
                            required: boolean;
                        }[];
                        active: boolean;
                        hostName: string | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteMeetingTypesById: {
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
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getMembers: {
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
                        items: {
                            /** Format: uuid */
                            userId: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "super_admin" | "wl_user" | "regular_user";
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getOpenaiStatus: {
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
                        configured: boolean;
                        /** @enum {string} */
                        provider: "openai" | "builtin";
                        /** @enum {string} */
                        source: "tenant" | "platform" | "builtin";
                        baseUrlHost: string | null;
                        models: {
                            low: string;
                            medium: string;
                            high: string;
                        } & {
                            [key: string]: string;
                        };
                        batchApi: boolean;
                        providers: {
                            openai: boolean;
                            google: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getOperatorNewsletter: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
                status?: "pending" | "confirmed";
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
                        subscribers: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed";
                            createdAt: string;
                            confirmedAt: string | null;
                        }[];
                        counts: {
                            pending: number;
                            confirmed: number;
                        };
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getOperatorNewsletterExport: {
        parameters: {
            query?: {
                status?: "pending" | "confirmed";
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getOperatorContactRequests: {
        parameters: {
            query?: {
                after?: string;
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
                        requests: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            email: string;
                            company: string;
                            /** @enum {string} */
                            topic: "sales" | "support" | "partnership" | "press" | "other";
                            message: string;
                            createdAt: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getOperatorPartners: {
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
                        partners: {
                            /** Format: uuid */
                            tenantId: string;
                            slug: string;
                            companyName: string;
                            sharePercent: number;
                            clients: number;
                            mrr: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    putOperatorPartnersByTenantIdShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sharePercent: number;
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
                        tenantId: string;
                        slug: string;
                        companyName: string;
                        sharePercent: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getOperatorPartnersByTenantIdStatement: {
        parameters: {
            query: {
                from: string;
                to: string;
                tenant?: string;
            };
            header?: never;
            path: {
                tenantId: string;
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
                        partner: {
                            /** Format: uuid */
                            tenantId: string;
                            slug: string;
                            companyName: string;
                            sharePercent: number;
                        };
                        months: {
                            month: string;
                            projected: boolean;
                            lines: {
                                /** Format: uuid */
                                tenantId: string;
                                slug: string;
                                companyName: string;
                                plan: string;
                                planName: string;
                                monthlyPrice: number;
                                daysActive: number;
                                daysInMonth: number;
                                billedCents: number;
                                earnedCents: number;
                            }[];
                            billedCents: number;
                            earnedCents: number;
                        }[];
                        billedCents: number;
                        earnedCents: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getOperatorPartnersByTenantIdStatementCsv: {
        parameters: {
            query: {
                from: string;
                to: string;
                tenant?: string;
            };
            header?: never;
            path: {
                tenantId: string;
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getOperatorTenants: {
        parameters: {
            query?: {
                search?: string;
                after?: string;
                limit?: number;
                tenant?: string;
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
                        tenants: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            companyName: string;
                            plan: string;
                            /** @enum {string} */
                            status: "active" | "suspended";
                            trialEndsAt: string | null;
                            createdAt: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postOperatorTenants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug: string;
                    companyName: string;
                    plan: string;
                    owner: {
                        name: string;
                        /** Format: email */
                        email: string;
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
                        tenant: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            /** @enum {string} */
                            status: "active" | "suspended";
                            plan: string;
                            branding: {
                                companyName: string;
                                primaryColor: string;
                                secondaryColor: string;
                                logo?: string;
                                favicon?: string;
                                supportEmail?: string;
                                supportPhone?: string;
                            };
                            features: {
                                [key: string]: boolean;
                            };
                            createdAt: string;
                            version: number;
                            trialEndsAt: string | null;
                        };
                        owner: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            tenantId: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "super_admin" | "wl_user" | "regular_user";
                            createdAt: string;
                            isOperator: boolean;
                            /** @enum {string} */
                            status: "invited" | "active" | "deactivated";
                            lastSignInAt: string | null;
                            invitedAt: string | null;
                            lockedUntil: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    putOperatorTenantsByTenantIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "active" | "suspended";
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
                        slug: string;
                        /** @enum {string} */
                        status: "active" | "suspended";
                        plan: string;
                        branding: {
                            companyName: string;
                            primaryColor: string;
                            secondaryColor: string;
                            logo?: string;
                            favicon?: string;
                            supportEmail?: string;
                            supportPhone?: string;
                        };
                        features: {
                            [key: string]: boolean;
                        };
                        createdAt: string;
                        version: number;
                        trialEndsAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    putOperatorTenantsByTenantIdPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    plan: string;
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
                        slug: string;
                        /** @enum {string} */
                        status: "active" | "suspended";
                        plan: string;
                        branding: {
                            companyName: string;
                            primaryColor: string;
                            secondaryColor: string;
                            logo?: string;
                            favicon?: string;
                            supportEmail?: string;
                            supportPhone?: string;
                        };
                        features: {
                            [key: string]: boolean;
                        };
                        createdAt: string;
                        version: number;
                        trialEndsAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    putOperatorTenantsByTenantIdTrial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    days: number;
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
                        slug: string;
                        /** @enum {string} */
                        status: "active" | "suspended";
                        plan: string;
                        branding: {
                            companyName: string;
                            primaryColor: string;
                            secondaryColor: string;
                            logo?: string;
                            favicon?: string;
                            supportEmail?: string;
                            supportPhone?: string;
                        };
                        features: {
                            [key: string]: boolean;
                        };
                        createdAt: string;
                        version: number;
                        trialEndsAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getOperatorTenantsByTenantIdUsers: {
        parameters: {
            query?: {
                q?: string;
                role?: "super_admin" | "wl_user" | "regular_user";
                status?: "invited" | "active" | "deactivated";
                after?: string;
                limit?: number;
                tenant?: string;
            };
            header?: never;
            path: {
                tenantId: string;
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
                        users: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            tenantId: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "super_admin" | "wl_user" | "regular_user";
                            createdAt: string;
                            isOperator: boolean;
                            /** @enum {string} */
                            status: "invited" | "active" | "deactivated";
                            lastSignInAt: string | null;
                            invitedAt: string | null;
                            lockedUntil: string | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postOperatorTenantsByTenantIdSignInAs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    userId: string;
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
                        url: string;
                        expiresAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    postPartnersClients: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug: string;
                    companyName: string;
                    primaryColor: string;
                    secondaryColor: string;
                    plan: string;
                    owner: {
                        name: string;
                        /** Format: email */
                        email: string;
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
                        tenant: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            /** @enum {string} */
                            status: "active" | "suspended";
                            plan: string;
                            branding: {
                                companyName: string;
                                primaryColor: string;
                                secondaryColor: string;
                                logo?: string;
                                favicon?: string;
                                supportEmail?: string;
                                supportPhone?: string;
                            };
                            features: {
                                [key: string]: boolean;
                            };
                            createdAt: string;
                            version: number;
                            trialEndsAt: string | null;
                        };
                        owner: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            tenantId: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "super_admin" | "wl_user" | "regular_user";
                            createdAt: string;
                            isOperator: boolean;
                            /** @enum {string} */
                            status: "invited" | "active" | "deactivated";
                            lastSignInAt: string | null;
                            invitedAt: string | null;
                            lockedUntil: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPartnersClientsByTenantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
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
                        slug: string;
                        companyName: string;
                        primaryColor: string;
                        plan: string;
                        planName: string;
                        monthlyPrice: number;
                        /** @enum {string} */
                        status: "active" | "suspended";
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    putPartnersClientsByTenantIdLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
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
                        slug: string;
                        /** @enum {string} */
                        status: "active" | "suspended";
                        plan: string;
                        branding: {
                            companyName: string;
                            primaryColor: string;
                            secondaryColor: string;
                            logo?: string;
                            favicon?: string;
                            supportEmail?: string;
                            supportPhone?: string;
                        };
                        features: {
                            [key: string]: boolean;
                        };
                        createdAt: string;
                        version: number;
                        trialEndsAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPartnersDashboard: {
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
                        partner: {
                            /** Format: uuid */
                            tenantId: string;
                            slug: string;
                            companyName: string;
                            sharePercent: number;
                        };
                        clients: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            companyName: string;
                            primaryColor: string;
                            plan: string;
                            planName: string;
                            monthlyPrice: number;
                            /** @enum {string} */
                            status: "active" | "suspended";
                            createdAt: string;
                            seats: {
                                limit: number | null;
                                used: number;
                            };
                            contacts: {
                                limit: number | null;
                                used: number;
                            };
                        }[];
                        mrr: number;
                        activeClients: number;
                        newThisMonth: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPartnersStatement: {
        parameters: {
            query: {
                from: string;
                to: string;
                tenant?: string;
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
                        partner: {
                            /** Format: uuid */
                            tenantId: string;
                            slug: string;
                            companyName: string;
                            sharePercent: number;
                        };
                        months: {
                            month: string;
                            projected: boolean;
                            lines: {
                                /** Format: uuid */
                                tenantId: string;
                                slug: string;
                                companyName: string;
                                plan: string;
                                planName: string;
                                monthlyPrice: number;
                                daysActive: number;
                                daysInMonth: number;
                                billedCents: number;
                                earnedCents: number;
                            }[];
                            billedCents: number;
                            earnedCents: number;
                        }[];
                        billedCents: number;
                        earnedCents: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPartnersStatementCsv: {
        parameters: {
            query: {
                from: string;
                to: string;
                tenant?: string;
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postPaymentsWebhook: {
        parameters: {
            query?: never;
            header: {
                "stripe-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string;
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
                        /** @enum {boolean} */
                        received: true;
                        duplicate: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPipelines: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            isDefault: boolean;
                            position: number;
                            version: number;
                            stages: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                pipelineId: string;
                                name: string;
                                key: string;
                                position: number;
                                defaultProbability: number;
                                /** @enum {string} */
                                kind: "open" | "won" | "lost";
                                dealCount: number;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postPipelines: {
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
                    stages?: {
                        name: string;
                        defaultProbability?: number;
                        /** @enum {string} */
                        kind?: "open" | "won" | "lost";
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
                        /** Format: uuid */
                        id: string;
                        name: string;
                        isDefault: boolean;
                        position: number;
                        version: number;
                        stages: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            pipelineId: string;
                            name: string;
                            key: string;
                            position: number;
                            defaultProbability: number;
                            /** @enum {string} */
                            kind: "open" | "won" | "lost";
                            dealCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    putPipelinesByPipelineIdStages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pipelineId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: number;
                    stages: {
                        /** Format: uuid */
                        id?: string;
                        name: string;
                        defaultProbability?: number;
                        /** @enum {string} */
                        kind?: "open" | "won" | "lost";
                    }[];
                    /** @default {} */
                    moveDealsTo?: {
                        [key: string]: string;
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
                        id: string;
                        name: string;
                        isDefault: boolean;
                        position: number;
                        version: number;
                        stages: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            pipelineId: string;
                            name: string;
                            key: string;
                            position: number;
                            defaultProbability: number;
                            /** @enum {string} */
                            kind: "open" | "won" | "lost";
                            dealCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    deletePipelinesByPipelineId: {
        parameters: {
            query?: {
                moveDealsTo?: string;
            };
            header?: never;
            path: {
                pipelineId: string;
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
                        movedDeals: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    patchPipelinesByPipelineId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pipelineId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: number;
                    name: string;
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
                        name: string;
                        isDefault: boolean;
                        position: number;
                        version: number;
                        stages: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            pipelineId: string;
                            name: string;
                            key: string;
                            position: number;
                            defaultProbability: number;
                            /** @enum {string} */
                            kind: "open" | "won" | "lost";
                            dealCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postPipelinesByPipelineIdDefault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pipelineId: string;
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
                        name: string;
                        isDefault: boolean;
                        position: number;
                        version: number;
                        stages: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            pipelineId: string;
                            name: string;
                            key: string;
                            position: number;
                            defaultProbability: number;
                            /** @enum {string} */
                            kind: "open" | "won" | "lost";
                            dealCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    putPipelinesOrder: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            isDefault: boolean;
                            position: number;
                            version: number;
                            stages: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                pipelineId: string;
                                name: string;
                                key: string;
                                position: number;
                                defaultProbability: number;
                                /** @enum {string} */
                                kind: "open" | "won" | "lost";
                                dealCount: number;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPlans: {
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
                        plans: {
                            id: string;
                            name: string;
                            monthlyPrice: number;
                            features: ("sales-tools" | "lead-automation" | "circle-prospecting" | "appointments" | "phone-system" | "invoicing" | "sales-analytics" | "deal-pipeline" | "quote-builder" | "commission-tracker" | "follow-up-reminders" | "territory-management" | "tasks" | "task-automation" | "project-tracker" | "time-tracking" | "workflow-builder" | "deadline-manager" | "video-email" | "text-messages" | "email-composer" | "campaigns" | "group-calls" | "call-recording" | "in-call-messaging" | "call-analytics" | "connection-quality" | "content-library" | "voice-profiles" | "business-analysis" | "image-generator" | "forms" | "ai-model-demo" | "dashboard" | "contacts" | "pipeline" | "analytics" | "ai-goals" | "ai-tools" | "settings" | "white-label")[];
                            quotas: {
                                users: number | null;
                                contacts: number | null;
                                aiCredits: number | null;
                            };
                            highlights: string[];
                            popular: boolean;
                            listed: boolean;
                            version: number;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postPlans: {
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
                    monthlyPrice: number;
                    features: ("sales-tools" | "lead-automation" | "circle-prospecting" | "appointments" | "phone-system" | "invoicing" | "sales-analytics" | "deal-pipeline" | "quote-builder" | "commission-tracker" | "follow-up-reminders" | "territory-management" | "tasks" | "task-automation" | "project-tracker" | "time-tracking" | "workflow-builder" | "deadline-manager" | "video-email" | "text-messages" | "email-composer" | "campaigns" | "group-calls" | "call-recording" | "in-call-messaging" | "call-analytics" | "connection-quality" | "content-library" | "voice-profiles" | "business-analysis" | "image-generator" | "forms" | "ai-model-demo" | "dashboard" | "contacts" | "pipeline" | "analytics" | "ai-goals" | "ai-tools" | "settings" | "white-label")[];
                    quotas: {
                        users: number | null;
                        contacts: number | null;
                        aiCredits: number | null;
                    };
                    highlights?: string[];
                    popular?: boolean;
                    listed?: boolean;
                    id: string;
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
                        id: string;
                        name: string;
                        monthlyPrice: number;
                        features: ("sales-tools" | "lead-automation" | "circle-prospecting" | "appointments" | "phone-system" | "invoicing" | "sales-analytics" | "deal-pipeline" | "quote-builder" | "commission-tracker" | "follow-up-reminders" | "territory-management" | "tasks" | "task-automation" | "project-tracker" | "time-tracking" | "workflow-builder" | "deadline-manager" | "video-email" | "text-messages" | "email-composer" | "campaigns" | "group-calls" | "call-recording" | "in-call-messaging" | "call-analytics" | "connection-quality" | "content-library" | "voice-profiles" | "business-analysis" | "image-generator" | "forms" | "ai-model-demo" | "dashboard" | "contacts" | "pipeline" | "analytics" | "ai-goals" | "ai-tools" | "settings" | "white-label")[];
                        quotas: {
                            users: number | null;
                            contacts: number | null;
                            aiCredits: number | null;
                        };
                        highlights: string[];
                        popular: boolean;
                        listed: boolean;
                        version: number;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPlansCurrent: {
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
                        plan: {
                            id: string;
                            name: string;
                            monthlyPrice: number;
                            features: ("sales-tools" | "lead-automation" | "circle-prospecting" | "appointments" | "phone-system" | "invoicing" | "sales-analytics" | "deal-pipeline" | "quote-builder" | "commission-tracker" | "follow-up-reminders" | "territory-management" | "tasks" | "task-automation" | "project-tracker" | "time-tracking" | "workflow-builder" | "deadline-manager" | "video-email" | "text-messages" | "email-composer" | "campaigns" | "group-calls" | "call-recording" | "in-call-messaging" | "call-analytics" | "connection-quality" | "content-library" | "voice-profiles" | "business-analysis" | "image-generator" | "forms" | "ai-model-demo" | "dashboard" | "contacts" | "pipeline" | "analytics" | "ai-goals" | "ai-tools" | "settings" | "white-label")[];
                            quotas: {
                                users: number | null;
                                contacts: number | null;
                                aiCredits: number | null;
                            };
                            highlights: string[];
                            popular: boolean;
                            listed: boolean;
                            version: number;
                            updatedAt: string;
                        };
                        usage: {
                            users: {
                                limit: number | null;
                                used: number;
                            };
                            contacts: {
                                limit: number | null;
                                used: number;
                            };
                            aiCredits: {
                                limit: number | null;
                                used: number;
                                month: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postPlansChoose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    plan: string;
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
                        tenant: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            branding: {
                                companyName: string;
                                primaryColor: string;
                                secondaryColor: string;
                                logo?: string;
                                favicon?: string;
                                supportEmail?: string;
                                supportPhone?: string;
                            };
                            features: {
                                [key: string]: boolean;
                            };
                            plan: string;
                            version: number;
                            trialEndsAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    putPlansById: {
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
                    monthlyPrice: number;
                    features: ("sales-tools" | "lead-automation" | "circle-prospecting" | "appointments" | "phone-system" | "invoicing" | "sales-analytics" | "deal-pipeline" | "quote-builder" | "commission-tracker" | "follow-up-reminders" | "territory-management" | "tasks" | "task-automation" | "project-tracker" | "time-tracking" | "workflow-builder" | "deadline-manager" | "video-email" | "text-messages" | "email-composer" | "campaigns" | "group-calls" | "call-recording" | "in-call-messaging" | "call-analytics" | "connection-quality" | "content-library" | "voice-profiles" | "business-analysis" | "image-generator" | "forms" | "ai-model-demo" | "dashboard" | "contacts" | "pipeline" | "analytics" | "ai-goals" | "ai-tools" | "settings" | "white-label")[];
                    quotas: {
                        users: number | null;
                        contacts: number | null;
                        aiCredits: number | null;
                    };
                    highlights?: string[];
                    popular?: boolean;
                    listed?: boolean;
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
                        id: string;
                        name: string;
                        monthlyPrice: number;
                        features: ("sales-tools" | "lead-automation" | "circle-prospecting" | "appointments" | "phone-system" | "invoicing" | "sales-analytics" | "deal-pipeline" | "quote-builder" | "commission-tracker" | "follow-up-reminders" | "territory-management" | "tasks" | "task-automation" | "project-tracker" | "time-tracking" | "workflow-builder" | "deadline-manager" | "video-email" | "text-messages" | "email-composer" | "campaigns" | "group-calls" | "call-recording" | "in-call-messaging" | "call-analytics" | "connection-quality" | "content-library" | "voice-profiles" | "business-analysis" | "image-generator" | "forms" | "ai-model-demo" | "dashboard" | "contacts" | "pipeline" | "analytics" | "ai-goals" | "ai-tools" | "settings" | "white-label")[];
                        quotas: {
                            users: number | null;
                            contacts: number | null;
                            aiCredits: number | null;
                        };
                        highlights: string[];
                        popular: boolean;
                        listed: boolean;
                        version: number;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getProducts: {
        parameters: {
            query?: {
                includeInactive?: boolean;
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
                        items: {
                            sku: string;
                            name: string;
                            /** @default  */
                            description: string;
                            prices: {
                                [key: string]: number;
                            };
                            /** @default 0 */
                            taxRate: number;
                            /** @default standard */
                            taxCategory: string;
                            /**
                             * @default one_off
                             * @enum {string}
                             */
                            billing: "one_off" | "monthly" | "yearly";
                            /** @default true */
                            active: boolean;
                            /** Format: uuid */
                            id: string;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sku: string;
                    name: string;
                    /** @default  */
                    description?: string;
                    prices: {
                        [key: string]: number;
                    };
                    /** @default 0 */
                    taxRate?: number;
                    /** @default standard */
                    taxCategory?: string;
                    /**
                     * @default one_off
                     * @enum {string}
                     */
                    billing?: "one_off" | "monthly" | "yearly";
                    /** @default true */
                    active?: boolean;
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
                        sku: string;
                        name: string;
                        /** @default  */
                        description: string;
                        prices: {
                            [key: string]: number;
                        };
                        /** @default 0 */
                        taxRate: number;
                        /** @default standard */
                        taxCategory: string;
                        /**
                         * @default one_off
                         * @enum {string}
                         */
                        billing: "one_off" | "monthly" | "yearly";
                        /** @default true */
                        active: boolean;
                        /** Format: uuid */
                        id: string;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    patchProductsById: {
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
                    sku?: string;
                    name?: string;
                    /** @default  */
                    description?: string;
                    prices?: {
                        [key: string]: number;
                    };
                    /** @default 0 */
                    taxRate?: number;
                    /** @default standard */
                    taxCategory?: string;
                    /**
                     * @default one_off
                     * @enum {string}
                     */
                    billing?: "one_off" | "monthly" | "yearly";
                    /** @default true */
                    active?: boolean;
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
                        sku: string;
                        name: string;
                        /** @default  */
                        description: string;
                        prices: {
                            [key: string]: number;
                        };
                        /** @default 0 */
                        taxRate: number;
                        /** @default standard */
                        taxCategory: string;
                        /**
                         * @default one_off
                         * @enum {string}
                         */
                        billing: "one_off" | "monthly" | "yearly";
                        /** @default true */
                        active: boolean;
                        /** Format: uuid */
                        id: string;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postPublicAutomationHooksByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        started: number;
                        /** Format: uuid */
                        contactId: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPublicClickByToken: {
        parameters: {
            query: {
                u: string;
            };
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["BadInput"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPublicPricing: {
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
                        plans: {
                            id: string;
                            name: string;
                            monthlyPrice: number;
                            features: ("sales-tools" | "lead-automation" | "circle-prospecting" | "appointments" | "phone-system" | "invoicing" | "sales-analytics" | "deal-pipeline" | "quote-builder" | "commission-tracker" | "follow-up-reminders" | "territory-management" | "tasks" | "task-automation" | "project-tracker" | "time-tracking" | "workflow-builder" | "deadline-manager" | "video-email" | "text-messages" | "email-composer" | "campaigns" | "group-calls" | "call-recording" | "in-call-messaging" | "call-analytics" | "connection-quality" | "content-library" | "voice-profiles" | "business-analysis" | "image-generator" | "forms" | "ai-model-demo" | "dashboard" | "contacts" | "pipeline" | "analytics" | "ai-goals" | "ai-tools" | "settings" | "white-label")[];
                            quotas: {
                                users: number | null;
                                contacts: number | null;
                                aiCredits: number | null;
                            };
                            highlights: string[];
                            popular: boolean;
                        }[];
                        trialDays: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    postPublicNewsletter: {
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
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postPublicNewsletterConfirm: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        confirmedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postPublicContact: {
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
                    /** Format: email */
                    email: string;
                    /** @default  */
                    company?: string;
                    /** @enum {string} */
                    topic: "sales" | "support" | "partnership" | "press" | "other";
                    message: string;
                    /** @default  */
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPublicOpenByToken: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["BadInput"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPublicUnsubscribeByToken: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["BadInput"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postPublicUnsubscribeByToken: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["BadInput"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getQuoteLinksByToken: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        number: string;
                        version: number;
                        /** @enum {string} */
                        status: "open" | "accepted" | "superseded" | "expired";
                        title: string;
                        terms: string;
                        expiresOn: string;
                        currency: string;
                        /** @enum {string} */
                        taxMode: "exclusive" | "inclusive";
                        lines: {
                            /**
                             * Format: uuid
                             * @default null
                             */
                            productId: string | null;
                            description: string;
                            quantity: number;
                            unitPrice: number;
                            /** @default 0 */
                            discountPercent: number;
                            /** @default 0 */
                            taxRate: number;
                            /**
                             * @default one_off
                             * @enum {string}
                             */
                            billing: "one_off" | "monthly" | "yearly";
                            net: number;
                            tax: number;
                            total: number;
                        }[];
                        totals: {
                            net: number;
                            tax: number;
                            total: number;
                        };
                        acceptance: {
                            name: string;
                            /** Format: date-time */
                            acceptedAt: string;
                            ip: string;
                            version: number;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                        customerName: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getQuoteLinksByTokenPdf: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postQuoteLinksByTokenAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
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
                        number: string;
                        version: number;
                        /** @enum {string} */
                        status: "open" | "accepted" | "superseded" | "expired";
                        title: string;
                        terms: string;
                        expiresOn: string;
                        currency: string;
                        /** @enum {string} */
                        taxMode: "exclusive" | "inclusive";
                        lines: {
                            /**
                             * Format: uuid
                             * @default null
                             */
                            productId: string | null;
                            description: string;
                            quantity: number;
                            unitPrice: number;
                            /** @default 0 */
                            discountPercent: number;
                            /** @default 0 */
                            taxRate: number;
                            /**
                             * @default one_off
                             * @enum {string}
                             */
                            billing: "one_off" | "monthly" | "yearly";
                            net: number;
                            tax: number;
                            total: number;
                        }[];
                        totals: {
                            net: number;
                            tax: number;
                            total: number;
                        };
                        acceptance: {
                            name: string;
                            /** Format: date-time */
                            acceptedAt: string;
                            ip: string;
                            version: number;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                        customerName: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getQuotes: {
        parameters: {
            query?: {
                dealId?: string;
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            number: string;
                            version: number;
                            /** @enum {string} */
                            status: "open" | "accepted" | "superseded" | "expired";
                            title: string;
                            terms: string;
                            expiresOn: string;
                            currency: string;
                            /** @enum {string} */
                            taxMode: "exclusive" | "inclusive";
                            lines: {
                                /**
                                 * Format: uuid
                                 * @default null
                                 */
                                productId: string | null;
                                description: string;
                                quantity: number;
                                unitPrice: number;
                                /** @default 0 */
                                discountPercent: number;
                                /** @default 0 */
                                taxRate: number;
                                /**
                                 * @default one_off
                                 * @enum {string}
                                 */
                                billing: "one_off" | "monthly" | "yearly";
                                net: number;
                                tax: number;
                                total: number;
                            }[];
                            totals: {
                                net: number;
                                tax: number;
                                total: number;
                            };
                            acceptance: {
                                name: string;
                                /** Format: date-time */
                                acceptedAt: string;
                                ip: string;
                                version: number;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: uuid */
                            dealId: string;
                            dealTitle: string;
                            /** Format: uuid */
                            acceptStageId: string | null;
                            publicToken: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postQuotes: {
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
                    dealId: string;
                    title: string;
                    /** @default  */
                    terms?: string;
                    /** Format: date */
                    expiresOn: string;
                    /**
                     * Format: uuid
                     * @default null
                     */
                    acceptStageId?: string | null;
                    document?: {
                        currency: string;
                        /**
                         * @default exclusive
                         * @enum {string}
                         */
                        taxMode?: "exclusive" | "inclusive";
                        lines: {
                            /**
                             * Format: uuid
                             * @default null
                             */
                            productId?: string | null;
                            description: string;
                            quantity: number;
                            unitPrice: number;
                            /** @default 0 */
                            discountPercent?: number;
                            /** @default 0 */
                            taxRate?: number;
                            /**
                             * @default one_off
                             * @enum {string}
                             */
                            billing?: "one_off" | "monthly" | "yearly";
                            currency?: string;
                        }[];
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
                        /** Format: uuid */
                        id: string;
                        number: string;
                        version: number;
                        /** @enum {string} */
                        status: "open" | "accepted" | "superseded" | "expired";
                        title: string;
                        terms: string;
                        expiresOn: string;
                        currency: string;
                        /** @enum {string} */
                        taxMode: "exclusive" | "inclusive";
                        lines: {
                            /**
                             * Format: uuid
                             * @default null
                             */
                            productId: string | null;
                            description: string;
                            quantity: number;
                            unitPrice: number;
                            /** @default 0 */
                            discountPercent: number;
                            /** @default 0 */
                            taxRate: number;
                            /**
                             * @default one_off
                             * @enum {string}
                             */
                            billing: "one_off" | "monthly" | "yearly";
                            net: number;
                            tax: number;
                            total: number;
                        }[];
                        totals: {
                            net: number;
                            tax: number;
                            total: number;
                        };
                        acceptance: {
                            name: string;
                            /** Format: date-time */
                            acceptedAt: string;
                            ip: string;
                            version: number;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        dealId: string;
                        dealTitle: string;
                        /** Format: uuid */
                        acceptStageId: string | null;
                        publicToken: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getQuotesById: {
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
                        number: string;
                        version: number;
                        /** @enum {string} */
                        status: "open" | "accepted" | "superseded" | "expired";
                        title: string;
                        terms: string;
                        expiresOn: string;
                        currency: string;
                        /** @enum {string} */
                        taxMode: "exclusive" | "inclusive";
                        lines: {
                            /**
                             * Format: uuid
                             * @default null
                             */
                            productId: string | null;
                            description: string;
                            quantity: number;
                            unitPrice: number;
                            /** @default 0 */
                            discountPercent: number;
                            /** @default 0 */
                            taxRate: number;
                            /**
                             * @default one_off
                             * @enum {string}
                             */
                            billing: "one_off" | "monthly" | "yearly";
                            net: number;
                            tax: number;
                            total: number;
                        }[];
                        totals: {
                            net: number;
                            tax: number;
                            total: number;
                        };
                        acceptance: {
                            name: string;
                            /** Format: date-time */
                            acceptedAt: string;
                            ip: string;
                            version: number;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        dealId: string;
                        dealTitle: string;
                        /** Format: uuid */
                        acceptStageId: string | null;
                        publicToken: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postQuotesByIdRevisions: {
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
                    terms?: string;
                    /** Format: date */
                    expiresOn?: string;
                    /** Format: uuid */
                    acceptStageId?: string | null;
                    document?: {
                        currency: string;
                        /**
                         * @default exclusive
                         * @enum {string}
                         */
                        taxMode?: "exclusive" | "inclusive";
                        lines: {
                            /**
                             * Format: uuid
                             * @default null
                             */
                            productId?: string | null;
                            description: string;
                            quantity: number;
                            unitPrice: number;
                            /** @default 0 */
                            discountPercent?: number;
                            /** @default 0 */
                            taxRate?: number;
                            /**
                             * @default one_off
                             * @enum {string}
                             */
                            billing?: "one_off" | "monthly" | "yearly";
                            currency?: string;
                        }[];
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
                        /** Format: uuid */
                        id: string;
                        number: string;
                        version: number;
                        /** @enum {string} */
                        status: "open" | "accepted" | "superseded" | "expired";
                        title: string;
                        terms: string;
                        expiresOn: string;
                        currency: string;
                        /** @enum {string} */
                        taxMode: "exclusive" | "inclusive";
                        lines: {
                            /**
                             * Format: uuid
                             * @default null
                             */
                            productId: string | null;
                            description: string;
                            quantity: number;
                            unitPrice: number;
                            /** @default 0 */
                            discountPercent: number;
                            /** @default 0 */
                            taxRate: number;
                            /**
                             * @default one_off
                             * @enum {string}
                             */
                            billing: "one_off" | "monthly" | "yearly";
                            net: number;
                            tax: number;
                            total: number;
                        }[];
                        totals: {
                            net: number;
                            tax: number;
                            total: number;
                        };
                        acceptance: {
                            name: string;
                            /** Format: date-time */
                            acceptedAt: string;
                            ip: string;
                            version: number;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        dealId: string;
                        dealTitle: string;
                        /** Format: uuid */
                        acceptStageId: string | null;
                        publicToken: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getQuotesByIdPdf: {
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postReportsRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    spec: {
                        /** @enum {string} */
                        object: "contacts" | "companies" | "deals" | "tasks" | "appointments";
                        /**
                         * @default {
                         *       "match": "all",
                         *       "conditions": []
                         *     }
                         */
                        filters?: {
                            /**
                             * @default all
                             * @enum {string}
                             */
                            match?: "all" | "any";
                            /** @default [] */
                            conditions?: ({
                                field: string;
                                /** @enum {string} */
                                operator: "eq" | "neq" | "in" | "not_in" | "gt" | "gte" | "lt" | "lte" | "contains" | "is_empty" | "is_not_empty" | "in_period";
                                value?: (string | number | boolean) | (string | number | boolean)[] | {
                                    /** @enum {string} */
                                    period: "today" | "this_week" | "this_month" | "this_quarter" | "this_year" | "last_n_days";
                                    days?: number;
                                };
                            } | {
                                /**
                                 * @default all
                                 * @enum {string}
                                 */
                                match?: "all" | "any";
                                conditions: {
                                    field: string;
                                    /** @enum {string} */
                                    operator: "eq" | "neq" | "in" | "not_in" | "gt" | "gte" | "lt" | "lte" | "contains" | "is_empty" | "is_not_empty" | "in_period";
                                    value?: (string | number | boolean) | (string | number | boolean)[] | {
                                        /** @enum {string} */
                                        period: "today" | "this_week" | "this_month" | "this_quarter" | "this_year" | "last_n_days";
                                        days?: number;
                                    };
                                }[];
                            })[];
                        };
                        /** @default [] */
                        groupBy?: {
                            field: string;
                            /** @enum {string} */
                            bucket?: "day" | "week" | "month" | "quarter" | "year";
                        }[];
                        /**
                         * @default [
                         *       {
                         *         "fn": "count"
                         *       }
                         *     ]
                         */
                        measures?: {
                            /** @enum {string} */
                            fn: "count" | "sum" | "avg" | "min" | "max" | "count_distinct" | "win_rate";
                            field?: string;
                        }[];
                        /**
                         * @default {
                         *       "by": "group",
                         *       "measure": 0,
                         *       "direction": "asc"
                         *     }
                         */
                        sort?: {
                            /**
                             * @default group
                             * @enum {string}
                             */
                            by?: "group" | "measure";
                            /** @default 0 */
                            measure?: number;
                            /**
                             * @default asc
                             * @enum {string}
                             */
                            direction?: "asc" | "desc";
                        };
                        /** @default 100 */
                        limit?: number;
                        /**
                         * @default table
                         * @enum {string}
                         */
                        visualisation?: "table" | "bar" | "line" | "area" | "pie" | "funnel" | "number";
                        /** @default UTC */
                        timeZone?: string;
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
                        columns: {
                            key: string;
                            label: string;
                            /** @enum {string} */
                            kind: "group" | "measure";
                        }[];
                        rows: {
                            keys: (string | null)[];
                            labels: string[];
                            values: (number | null)[];
                        }[];
                        truncated: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    postReportsDrill: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    spec: {
                        /** @enum {string} */
                        object: "contacts" | "companies" | "deals" | "tasks" | "appointments";
                        /**
                         * @default {
                         *       "match": "all",
                         *       "conditions": []
                         *     }
                         */
                        filters?: {
                            /**
                             * @default all
                             * @enum {string}
                             */
                            match?: "all" | "any";
                            /** @default [] */
                            conditions?: ({
                                field: string;
                                /** @enum {string} */
                                operator: "eq" | "neq" | "in" | "not_in" | "gt" | "gte" | "lt" | "lte" | "contains" | "is_empty" | "is_not_empty" | "in_period";
                                value?: (string | number | boolean) | (string | number | boolean)[] | {
                                    /** @enum {string} */
                                    period: "today" | "this_week" | "this_month" | "this_quarter" | "this_year" | "last_n_days";
                                    days?: number;
                                };
                            } | {
                                /**
                                 * @default all
                                 * @enum {string}
                                 */
                                match?: "all" | "any";
                                conditions: {
                                    field: string;
                                    /** @enum {string} */
                                    operator: "eq" | "neq" | "in" | "not_in" | "gt" | "gte" | "lt" | "lte" | "contains" | "is_empty" | "is_not_empty" | "in_period";
                                    value?: (string | number | boolean) | (string | number | boolean)[] | {
                                        /** @enum {string} */
                                        period: "today" | "this_week" | "this_month" | "this_quarter" | "this_year" | "last_n_days";
                                        days?: number;
                                    };
                                }[];
                            })[];
                        };
                        /** @default [] */
                        groupBy?: {
                            field: string;
                            /** @enum {string} */
                            bucket?: "day" | "week" | "month" | "quarter" | "year";
                        }[];
                        /**
                         * @default [
                         *       {
                         *         "fn": "count"
                         *       }
                         *     ]
                         */
                        measures?: {
                            /** @enum {string} */
                            fn: "count" | "sum" | "avg" | "min" | "max" | "count_distinct" | "win_rate";
                            field?: string;
                        }[];
                        /**
                         * @default {
                         *       "by": "group",
                         *       "measure": 0,
                         *       "direction": "asc"
                         *     }
                         */
                        sort?: {
                            /**
                             * @default group
                             * @enum {string}
                             */
                            by?: "group" | "measure";
                            /** @default 0 */
                            measure?: number;
                            /**
                             * @default asc
                             * @enum {string}
                             */
                            direction?: "asc" | "desc";
                        };
                        /** @default 100 */
                        limit?: number;
                        /**
                         * @default table
                         * @enum {string}
                         */
                        visualisation?: "table" | "bar" | "line" | "area" | "pie" | "funnel" | "number";
                        /** @default UTC */
                        timeZone?: string;
                    };
                    keys: (string | null)[];
                    /** @default 0 */
                    offset?: number;
                    /** @default 50 */
                    limit?: number;
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            values: {
                                [key: string]: (string | null) | (number | null) | (boolean | null);
                            };
                        }[];
                        total: number;
                        nextOffset: number | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    postReportsExportCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    spec: {
                        /** @enum {string} */
                        object: "contacts" | "companies" | "deals" | "tasks" | "appointments";
                        /**
                         * @default {
                         *       "match": "all",
                         *       "conditions": []
                         *     }
                         */
                        filters?: {
                            /**
                             * @default all
                             * @enum {string}
                             */
                            match?: "all" | "any";
                            /** @default [] */
                            conditions?: ({
                                field: string;
                                /** @enum {string} */
                                operator: "eq" | "neq" | "in" | "not_in" | "gt" | "gte" | "lt" | "lte" | "contains" | "is_empty" | "is_not_empty" | "in_period";
                                value?: (string | number | boolean) | (string | number | boolean)[] | {
                                    /** @enum {string} */
                                    period: "today" | "this_week" | "this_month" | "this_quarter" | "this_year" | "last_n_days";
                                    days?: number;
                                };
                            } | {
                                /**
                                 * @default all
                                 * @enum {string}
                                 */
                                match?: "all" | "any";
                                conditions: {
                                    field: string;
                                    /** @enum {string} */
                                    operator: "eq" | "neq" | "in" | "not_in" | "gt" | "gte" | "lt" | "lte" | "contains" | "is_empty" | "is_not_empty" | "in_period";
                                    value?: (string | number | boolean) | (string | number | boolean)[] | {
                                        /** @enum {string} */
                                        period: "today" | "this_week" | "this_month" | "this_quarter" | "this_year" | "last_n_days";
                                        days?: number;
                                    };
                                }[];
                            })[];
                        };
                        /** @default [] */
                        groupBy?: {
                            field: string;
                            /** @enum {string} */
                            bucket?: "day" | "week" | "month" | "quarter" | "year";
                        }[];
                        /**
                         * @default [
                         *       {
                         *         "fn": "count"
                         *       }
                         *     ]
                         */
                        measures?: {
                            /** @enum {string} */
                            fn: "count" | "sum" | "avg" | "min" | "max" | "count_distinct" | "win_rate";
                            field?: string;
                        }[];
                        /**
                         * @default {
                         *       "by": "group",
                         *       "measure": 0,
                         *       "direction": "asc"
                         *     }
                         */
                        sort?: {
                            /**
                             * @default group
                             * @enum {string}
                             */
                            by?: "group" | "measure";
                            /** @default 0 */
                            measure?: number;
                            /**
                             * @default asc
                             * @enum {string}
                             */
                            direction?: "asc" | "desc";
                        };
                        /** @default 100 */
                        limit?: number;
                        /**
                         * @default table
                         * @enum {string}
                         */
                        visualisation?: "table" | "bar" | "line" | "area" | "pie" | "funnel" | "number";
                        /** @default UTC */
                        timeZone?: string;
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getReports: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            spec: {
                                /** @enum {string} */
                                object: "contacts" | "companies" | "deals" | "tasks" | "appointments";
                                /**
                                 * @default {
                                 *       "match": "all",
                                 *       "conditions": []
                                 *     }
                                 */
                                filters: {
                                    /**
                                     * @default all
                                     * @enum {string}
                                     */
                                    match: "all" | "any";
                                    /** @default [] */
                                    conditions: ({
                                        field: string;
                                        /** @enum {string} */
                                        operator: "eq" | "neq" | "in" | "not_in" | "gt" | "gte" | "lt" | "lte" | "contains" | "is_empty" | "is_not_empty" | "in_period";
                                        value?: (string | number | boolean) | (string | number | boolean)[] | {
                                            /** @enum {string} */
                                            period: "today" | "this_week" | "this_month" | "this_quarter" | "this_year" | "last_n_days";
                                            days?: number;
                                        };
                                    } | {
                                        /**
                                         * @default all
                                         * @enum {string}
                                         */
                                        match: "all" | "any";
                                        conditions: {
                                            field: string;
                                            /** @enum {string} */
                                            operator: "eq" | "neq" | "in" | "not_in" | "gt" | "gte" | "lt" | "lte" | "contains" | "is_empty" | "is_not_empty" | "in_period";
                                            value?: (string | number | boolean) | (string | number | boolean)[] | {
                                                /** @enum {string} */
                                                period: "today" | "this_week" | "this_month" | "this_quarter" | "this_year" | "last_n_days";
                                                days?: number;
                                            };
                                        }[];
                                    })[];
                                };
                                /** @default [] */
                                groupBy: {
                                    field: string;
                                    /** @enum {string} */
                                    bucket?: "day" | "week" | "month" | "quarter" | "year";
                                }[];
                                /**
                                 * @default [
                                 *       {
                                 *         "fn": "count"
                                 *       }
                                 *     ]
                                 */
                                measures: {
                                    /** @enum {string} */
                                    fn: "count" | "sum" | "avg" | "min" | "max" | "count_distinct" | "win_rate";
                                    field?: string;
                                }[];
                                /**
                                 * @default {
                                 *       "by": "group",
                                 *       "measure": 0,
                                 *       "direction": "asc"
                                 *     }
                                 */
                                sort: {
                                    /**
                                     * @default group
                                     * @enum {string}
                                     */
                                    by: "group" | "measure";
                                    /** @default 0 */
                                    measure: number;
                                    /**
                                     * @default asc
                                     * @enum {string}
                                     */
                                    direction: "asc" | "desc";
                                };
                                /** @default 100 */
                                limit: number;
                                /**
                                 * @default table
                                 * @enum {string}
                                 */
                                visualisation: "table" | "bar" | "line" | "area" | "pie" | "funnel" | "number";
                                /** @default UTC */
                                timeZone: string;
                            };
                            shared: boolean;
                            /** Format: uuid */
                            ownerId: string;
                            mine: boolean;
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postReports: {
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
                    spec: {
                        /** @enum {string} */
                        object: "contacts" | "companies" | "deals" | "tasks" | "appointments";
                        /**
                         * @default {
                         *       "match": "all",
                         *       "conditions": []
                         *     }
                         */
                        filters?: {
                            /**
                             * @default all
                             * @enum {string}
                             */
                            match?: "all" | "any";
                            /** @default [] */
                            conditions?: ({
                                field: string;
                                /** @enum {string} */
                                operator: "eq" | "neq" | "in" | "not_in" | "gt" | "gte" | "lt" | "lte" | "contains" | "is_empty" | "is_not_empty" | "in_period";
                                value?: (string | number | boolean) | (string | number | boolean)[] | {
                                    /** @enum {string} */
                                    period: "today" | "this_week" | "this_month" | "this_quarter" | "this_year" | "last_n_days";
                                    days?: number;
                                };
                            } | {
                                /**
                                 * @default all
                                 * @enum {string}
                                 */
                                match?: "all" | "any";
                                conditions: {
                                    field: string;
                                    /** @enum {string} */
                                    operator: "eq" | "neq" | "in" | "not_in" | "gt" | "gte" | "lt" | "lte" | "contains" | "is_empty" | "is_not_empty" | "in_period";
                                    value?: (string | number | boolean) | (string | number | boolean)[] | {
                                        /** @enum {string} */
                                        period: "today" | "this_week" | "this_month" | "this_quarter" | "this_year" | "last_n_days";
                                        days?: number;
                                    };
                                }[];
                            })[];
                        };
                        /** @default [] */
                        groupBy?: {
                            field: string;
                            /** @enum {string} */
                            bucket?: "day" | "week" | "month" | "quarter" | "year";
                        }[];
                        /**
                         * @default [
                         *       {
                         *         "fn": "count"
                         *       }
                         *     ]
                         */
                        measures?: {
                            /** @enum {string} */
                            fn: "count" | "sum" | "avg" | "min" | "max" | "count_distinct" | "win_rate";
                            field?: string;
                        }[];
                        /**
                         * @default {
                         *       "by": "group",
                         *       "measure": 0,
                         *       "direction": "asc"
                         *     }
                         */
                        sort?: {
                            /**
                             * @default group
                             * @enum {string}
                             */
                            by?: "group" | "measure";
                            /** @default 0 */
                            measure?: number;
                            /**
                             * @default asc
                             * @enum {string}
                             */
                            direction?: "asc" | "desc";
                        };
                        /** @default 100 */
                        limit?: number;
                        /**
                         * @default table
                         * @enum {string}
                         */
                        visualisation?: "table" | "bar" | "line" | "area" | "pie" | "funnel" | "number";
                        /** @default UTC */
                        timeZone?: string;
                    };
                    /** @default false */
                    shared?: boolean;
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
                        /** Format: uuid */
                        id: string;
                        name: string;
                        spec: {
                            /** @enum {string} */
                            object: "contacts" | "companies" | "deals" | "tasks" | "appointments";
                            /**
                             * @default {
                             *       "match": "all",
                             *       "conditions": []
                             *     }
                             */
                            filters: {
                                /**
                                 * @default all
                                 * @enum {string}
                                 */
                                match: "all" | "any";
                                /** @default [] */
                                conditions: ({
                                    field: string;
                                    /** @enum {string} */
                                    operator: "eq" | "neq" | "in" | "not_in" | "gt" | "gte" | "lt" | "lte" | "contains" | "is_empty" | "is_not_empty" | "in_period";
                                    value?: (string | number | boolean) | (string | number | boolean)[] | {
                                        /** @enum {string} */
                                        period: "today" | "this_week" | "this_month" | "this_quarter" | "this_year" | "last_n_days";
                                        days?: number;
                                    };
                                } | {
                                    /**
                                     * @default all
                                     * @enum {string}
                                     */
                                    match: "all" | "any";
                                    conditions: {
                                        field: string;
                                        /** @enum {string} */
                                        operator: "eq" | "neq" | "in" | "not_in" | "gt" | "gte" | "lt" | "lte" | "contains" | "is_empty" | "is_not_empty" | "in_period";
                                        value?: (string | number | boolean) | (string | number | boolean)[] | {
                                            /** @enum {string} */
                                            period: "today" | "this_week" | "this_month" | "this_quarter" | "this_year" | "last_n_days";
                                            days?: number;
                                        };
                                    }[];
                                })[];
                            };
                            /** @default [] */
                            groupBy: {
                                field: string;
                                /** @enum {string} */
                                bucket?: "day" | "week" | "month" | "quarter" | "year";
                            }[];
                            /**
                             * @default [
                             *       {
                             *         "fn": "count"
                             *       }
                             *     ]
                             */
                            measures: {
                                /** @enum {string} */
                                fn: "count" | "sum" | "avg" | "min" | "max" | "count_distinct" | "win_rate";
                                field?: string;
                            }[];
                            /**
                             * @default {
                             *       "by": "group",
                             *       "measure": 0,
                             *       "direction": "asc"
                             *     }
                             */
                            sort: {
                                /**
                                 * @default group
                                 * @enum {string}
                                 */
                                by: "group" | "measure";
                                /** @default 0 */
                                measure: number;
                                /**
                                 * @default asc
                                 * @enum {string}
                                 */
                                direction: "asc" | "desc";
                            };
                            /** @default 100 */
                            limit: number;
                            /**
                             * @default table
                             * @enum {string}
                             */
                            visualisation: "table" | "bar" | "line" | "area" | "pie" | "funnel" | "number";
                            /** @default UTC */
                            timeZone: string;
                        };
                        shared: boolean;
                        /** Format: uuid */
                        ownerId: string;
                        mine: boolean;
                        version: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteReportsById: {
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
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    patchReportsById: {
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
                    spec?: {
                        /** @enum {string} */
                        object: "contacts" | "companies" | "deals" | "tasks" | "appointments";
                        /**
                         * @default {
                         *       "match": "all",
                         *       "conditions": []
                         *     }
                         */
                        filters?: {
                            /**
                             * @default all
                             * @enum {string}
                             */
                            match?: "all" | "any";
                            /** @default [] */
                            conditions?: ({
                                field: string;
                                /** @enum {string} */
                                operator: "eq" | "neq" | "in" | "not_in" | "gt" | "gte" | "lt" | "lte" | "contains" | "is_empty" | "is_not_empty" | "in_period";
                                value?: (string | number | boolean) | (string | number | boolean)[] | {
                                    /** @enum {string} */
                                    period: "today" | "this_week" | "this_month" | "this_quarter" | "this_year" | "last_n_days";
                                    days?: number;
                                };
                            } | {
                                /**
                                 * @default all
                                 * @enum {string}
                                 */
                                match?: "all" | "any";
                                conditions: {
                                    field: string;
                                    /** @enum {string} */
                                    operator: "eq" | "neq" | "in" | "not_in" | "gt" | "gte" | "lt" | "lte" | "contains" | "is_empty" | "is_not_empty" | "in_period";
                                    value?: (string | number | boolean) | (string | number | boolean)[] | {
                                        /** @enum {string} */
                                        period: "today" | "this_week" | "this_month" | "this_quarter" | "this_year" | "last_n_days";
                                        days?: number;
                                    };
                                }[];
                            })[];
                        };
                        /** @default [] */
                        groupBy?: {
                            field: string;
                            /** @enum {string} */
                            bucket?: "day" | "week" | "month" | "quarter" | "year";
                        }[];
                        /**
                         * @default [
                         *       {
                         *         "fn": "count"
                         *       }
                         *     ]
                         */
                        measures?: {
                            /** @enum {string} */
                            fn: "count" | "sum" | "avg" | "min" | "max" | "count_distinct" | "win_rate";
                            field?: string;
                        }[];
                        /**
                         * @default {
                         *       "by": "group",
                         *       "measure": 0,
                         *       "direction": "asc"
                         *     }
                         */
                        sort?: {
                            /**
                             * @default group
                             * @enum {string}
                             */
                            by?: "group" | "measure";
                            /** @default 0 */
                            measure?: number;
                            /**
                             * @default asc
                             * @enum {string}
                             */
                            direction?: "asc" | "desc";
                        };
                        /** @default 100 */
                        limit?: number;
                        /**
                         * @default table
                         * @enum {string}
                         */
                        visualisation?: "table" | "bar" | "line" | "area" | "pie" | "funnel" | "number";
                        /** @default UTC */
                        timeZone?: string;
                    };
                    shared?: boolean;
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
                        /** Format: uuid */
                        id: string;
                        name: string;
                        spec: {
                            /** @enum {string} */
                            object: "contacts" | "companies" | "deals" | "tasks" | "appointments";
                            /**
                             * @default {
                             *       "match": "all",
                             *       "conditions": []
                             *     }
                             */
                            filters: {
                                /**
                                 * @default all
                                 * @enum {string}
                                 */
                                match: "all" | "any";
                                /** @default [] */
                                conditions: ({
                                    field: string;
                                    /** @enum {string} */
                                    operator: "eq" | "neq" | "in" | "not_in" | "gt" | "gte" | "lt" | "lte" | "contains" | "is_empty" | "is_not_empty" | "in_period";
                                    value?: (string | number | boolean) | (string | number | boolean)[] | {
                                        /** @enum {string} */
                                        period: "today" | "this_week" | "this_month" | "this_quarter" | "this_year" | "last_n_days";
                                        days?: number;
                                    };
                                } | {
                                    /**
                                     * @default all
                                     * @enum {string}
                                     */
                                    match: "all" | "any";
                                    conditions: {
                                        field: string;
                                        /** @enum {string} */
                                        operator: "eq" | "neq" | "in" | "not_in" | "gt" | "gte" | "lt" | "lte" | "contains" | "is_empty" | "is_not_empty" | "in_period";
                                        value?: (string | number | boolean) | (string | number | boolean)[] | {
                                            /** @enum {string} */
                                            period: "today" | "this_week" | "this_month" | "this_quarter" | "this_year" | "last_n_days";
                                            days?: number;
                                        };
                                    }[];
                                })[];
                            };
                            /** @default [] */
                            groupBy: {
                                field: string;
                                /** @enum {string} */
                                bucket?: "day" | "week" | "month" | "quarter" | "year";
                            }[];
                            /**
                             * @default [
                             *       {
                             *         "fn": "count"
                             *       }
                             *     ]
                             */
                            measures: {
                                /** @enum {string} */
                                fn: "count" | "sum" | "avg" | "min" | "max" | "count_distinct" | "win_rate";
                                field?: string;
                            }[];
                            /**
                             * @default {
                             *       "by": "group",
                             *       "measure": 0,
                             *       "direction": "asc"
                             *     }
                             */
                            sort: {
                                /**
                                 * @default group
                                 * @enum {string}
                                 */
                                by: "group" | "measure";
                                /** @default 0 */
                                measure: number;
                                /**
                                 * @default asc
                                 * @enum {string}
                                 */
                                direction: "asc" | "desc";
                            };
                            /** @default 100 */
                            limit: number;
                            /**
                             * @default table
                             * @enum {string}
                             */
                            visualisation: "table" | "bar" | "line" | "area" | "pie" | "funnel" | "number";
                            /** @default UTC */
                            timeZone: string;
                        };
                        shared: boolean;
                        /** Format: uuid */
                        ownerId: string;
                        mine: boolean;
                        version: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getSearch: {
        parameters: {
            query: {
                q: string;
                types?: ("contact" | "company" | "deal" | "task" | "note")[];
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
                        hits: {
                            /** @enum {string} */
                            type: "contact" | "company" | "deal" | "task" | "note";
                            /** Format: uuid */
                            id: string;
                            title: string;
                            subtitle: string | null;
                            /** Format: uuid */
                            contactId: string | null;
                            /** Format: uuid */
                            dealId: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getSequences: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** Format: uuid */
                            mailboxId: string;
                            /** Format: uuid */
                            ownerId: string;
                            steps: {
                                /** Format: uuid */
                                templateId: string;
                                delayHours: number;
                            }[];
                            timeZone: string;
                            windowStartHour: number;
                            windowEndHour: number;
                            weekdaysOnly: boolean;
                            dailyLimit: number;
                            figures: {
                                enrolled: number;
                                active: number;
                                completed: number;
                                replied: number;
                                stopped: number;
                                sent: number;
                                opened: number;
                                clicked: number;
                            };
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postSequences: {
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
                    /** Format: uuid */
                    mailboxId: string;
                    steps: {
                        /** Format: uuid */
                        templateId: string;
                        delayHours: number;
                    }[];
                    timeZone: string;
                    windowStartHour?: number;
                    windowEndHour?: number;
                    /** @default true */
                    weekdaysOnly?: boolean;
                    dailyLimit?: number;
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
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** Format: uuid */
                        mailboxId: string;
                        /** Format: uuid */
                        ownerId: string;
                        steps: {
                            /** Format: uuid */
                            templateId: string;
                            delayHours: number;
                        }[];
                        timeZone: string;
                        windowStartHour: number;
                        windowEndHour: number;
                        weekdaysOnly: boolean;
                        dailyLimit: number;
                        figures: {
                            enrolled: number;
                            active: number;
                            completed: number;
                            replied: number;
                            stopped: number;
                            sent: number;
                            opened: number;
                            clicked: number;
                        };
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getSequencesById: {
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
                        name: string;
                        /** Format: uuid */
                        mailboxId: string;
                        /** Format: uuid */
                        ownerId: string;
                        steps: {
                            /** Format: uuid */
                            templateId: string;
                            delayHours: number;
                        }[];
                        timeZone: string;
                        windowStartHour: number;
                        windowEndHour: number;
                        weekdaysOnly: boolean;
                        dailyLimit: number;
                        figures: {
                            enrolled: number;
                            active: number;
                            completed: number;
                            replied: number;
                            stopped: number;
                            sent: number;
                            opened: number;
                            clicked: number;
                        };
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteSequencesById: {
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postSequencesByIdEnrol: {
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
                    contactIds: string[];
                } | {
                    filter: {
                        search?: string;
                        status?: ("lead" | "prospect" | "customer" | "churned")[];
                        interest?: ("hot" | "warm" | "medium" | "low" | "cold")[];
                        tag?: string[];
                        source?: string;
                        owner?: "me" | string;
                        favorite?: boolean | ("true" | "false");
                        /** Format: uuid */
                        companyId?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        runId: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getSequencesByIdEnrolments: {
        parameters: {
            query?: {
                limit?: number;
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            contactId: string;
                            address: string;
                            /** @enum {string} */
                            status: "active" | "completed" | "replied" | "bounced" | "unsubscribed" | "stopped";
                            step: number;
                            nextAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getSettingsVisibility: {
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
                        rules: {
                            /** @enum {string} */
                            super_admin: "own" | "team" | "all";
                            /** @enum {string} */
                            wl_user: "own" | "team" | "all";
                            /** @enum {string} */
                            regular_user: "own" | "team" | "all";
                        } & {
                            [key: string]: "own" | "team" | "all";
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    putSettingsVisibility: {
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
                    role: "super_admin" | "wl_user" | "regular_user";
                    /** @enum {string} */
                    scope: "own" | "team" | "all";
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
                        rules: {
                            /** @enum {string} */
                            super_admin: "own" | "team" | "all";
                            /** @enum {string} */
                            wl_user: "own" | "team" | "all";
                            /** @enum {string} */
                            regular_user: "own" | "team" | "all";
                        } & {
                            [key: string]: "own" | "team" | "all";
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getSettingsApiKeys: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            prefix: string;
                            scopes: ("contacts:read" | "contacts:write" | "deals:read" | "deals:write" | "activities:read" | "activities:write" | "tasks:read" | "tasks:write" | "appointments:read" | "appointments:write" | "imports:read" | "imports:write" | "analytics:read" | "goals:read" | "goals:write" | "dashboard:read" | "dashboard:write" | "ai:read" | "ai:run" | "calls:read" | "webhooks:read" | "webhooks:manage" | "commerce:read" | "commerce:write" | "email:read" | "email:write" | "texts:read" | "texts:write" | "automation:read" | "automation:write" | "forms:read" | "forms:write")[];
                            /** @enum {string} */
                            role: "super_admin" | "wl_user" | "regular_user";
                            createdBy: string | null;
                            createdAt: string;
                            lastUsedAt: string | null;
                            expiresAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postSettingsApiKeys: {
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
                    /**
                     * @default [
                     *       "dashboard:read"
                     *     ]
                     */
                    scopes?: ("contacts:read" | "contacts:write" | "deals:read" | "deals:write" | "activities:read" | "activities:write" | "tasks:read" | "tasks:write" | "appointments:read" | "appointments:write" | "imports:read" | "imports:write" | "analytics:read" | "goals:read" | "goals:write" | "dashboard:read" | "dashboard:write" | "ai:read" | "ai:run" | "calls:read" | "webhooks:read" | "webhooks:manage" | "commerce:read" | "commerce:write" | "email:read" | "email:write" | "texts:read" | "texts:write" | "automation:read" | "automation:write" | "forms:read" | "forms:write")[];
                    /**
                     * @default regular_user
                     * @enum {string}
                     */
                    role?: "super_admin" | "wl_user" | "regular_user";
                    /**
                     * Format: date-time
                     * @default null
                     */
                    expiresAt?: string | null;
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
                        /** Format: uuid */
                        id: string;
                        name: string;
                        prefix: string;
                        scopes: ("contacts:read" | "contacts:write" | "deals:read" | "deals:write" | "activities:read" | "activities:write" | "tasks:read" | "tasks:write" | "appointments:read" | "appointments:write" | "imports:read" | "imports:write" | "analytics:read" | "goals:read" | "goals:write" | "dashboard:read" | "dashboard:write" | "ai:read" | "ai:run" | "calls:read" | "webhooks:read" | "webhooks:manage" | "commerce:read" | "commerce:write" | "email:read" | "email:write" | "texts:read" | "texts:write" | "automation:read" | "automation:write" | "forms:read" | "forms:write")[];
                        /** @enum {string} */
                        role: "super_admin" | "wl_user" | "regular_user";
                        createdBy: string | null;
                        createdAt: string;
                        lastUsedAt: string | null;
                        expiresAt: string | null;
                        secret: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteSettingsApiKeysById: {
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    postSmsWebhooksByAccountIdInbound: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: string;
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
            400: components["responses"]["BadInput"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postSmsWebhooksByAccountIdStatusByMessageId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: string;
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
            400: components["responses"]["BadInput"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTasks: {
        parameters: {
            query?: {
                assignee?: "me" | "none" | string;
                state?: "open" | "completed" | "all";
                due?: "overdue" | "today" | "upcoming" | "none";
                today?: string;
                contactId?: string;
                dealId?: string;
                priority?: ("high" | "medium" | "low")[];
                type?: ("meeting" | "call" | "proposal" | "email" | "follow_up" | "other")[];
                sort?: "dueDate" | "-completedAt" | "-createdAt";
                cursor?: string;
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            subtitle: string | null;
                            /** @enum {string} */
                            type: "meeting" | "call" | "proposal" | "email" | "follow_up" | "other";
                            status: string | null;
                            /** @enum {string} */
                            priority: "high" | "medium" | "low";
                            isHighlighted: boolean;
                            /** Format: uuid */
                            assigneeId: string | null;
                            assigneeName: string | null;
                            /** Format: uuid */
                            ownerId: string | null;
                            /** Format: uuid */
                            contactId: string | null;
                            contactName: string | null;
                            /** Format: uuid */
                            dealId: string | null;
                            dealTitle: string | null;
                            dueDate: string | null;
                            completed: boolean;
                            completedAt: string | null;
                            /** Format: uuid */
                            completedBy: string | null;
                            assistantThreadId: string | null;
                            createdAt: string;
                            updatedAt: string;
                            version: number;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postTasks: {
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
                    subtitle?: string | null;
                    /**
                     * @default other
                     * @enum {string}
                     */
                    type?: "meeting" | "call" | "proposal" | "email" | "follow_up" | "other";
                    status?: string | null;
                    /**
                     * @default medium
                     * @enum {string}
                     */
                    priority?: "high" | "medium" | "low";
                    /** @default false */
                    isHighlighted?: boolean;
                    /** Format: uuid */
                    assigneeId?: string | null;
                    /** Format: uuid */
                    contactId?: string | null;
                    /** Format: uuid */
                    dealId?: string | null;
                    /** Format: date */
                    dueDate?: string | null;
                    assistantThreadId?: string | null;
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
                        /** Format: uuid */
                        id: string;
                        title: string;
                        subtitle: string | null;
                        /** @enum {string} */
                        type: "meeting" | "call" | "proposal" | "email" | "follow_up" | "other";
                        status: string | null;
                        /** @enum {string} */
                        priority: "high" | "medium" | "low";
                        isHighlighted: boolean;
                        /** Format: uuid */
                        assigneeId: string | null;
                        assigneeName: string | null;
                        /** Format: uuid */
                        ownerId: string | null;
                        /** Format: uuid */
                        contactId: string | null;
                        contactName: string | null;
                        /** Format: uuid */
                        dealId: string | null;
                        dealTitle: string | null;
                        dueDate: string | null;
                        completed: boolean;
                        completedAt: string | null;
                        /** Format: uuid */
                        completedBy: string | null;
                        assistantThreadId: string | null;
                        createdAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTasksById: {
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
                        title: string;
                        subtitle: string | null;
                        /** @enum {string} */
                        type: "meeting" | "call" | "proposal" | "email" | "follow_up" | "other";
                        status: string | null;
                        /** @enum {string} */
                        priority: "high" | "medium" | "low";
                        isHighlighted: boolean;
                        /** Format: uuid */
                        assigneeId: string | null;
                        assigneeName: string | null;
                        /** Format: uuid */
                        ownerId: string | null;
                        /** Format: uuid */
                        contactId: string | null;
                        contactName: string | null;
                        /** Format: uuid */
                        dealId: string | null;
                        dealTitle: string | null;
                        dueDate: string | null;
                        completed: boolean;
                        completedAt: string | null;
                        /** Format: uuid */
                        completedBy: string | null;
                        assistantThreadId: string | null;
                        createdAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteTasksById: {
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
                        deletedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    patchTasksById: {
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
                    subtitle?: string | null;
                    /** @enum {string} */
                    type?: "meeting" | "call" | "proposal" | "email" | "follow_up" | "other";
                    status?: string | null;
                    /** @enum {string} */
                    priority?: "high" | "medium" | "low";
                    isHighlighted?: boolean;
                    /** Format: uuid */
                    assigneeId?: string | null;
                    /** Format: uuid */
                    contactId?: string | null;
                    /** Format: uuid */
                    dealId?: string | null;
                    /** Format: date */
                    dueDate?: string | null;
                    assistantThreadId?: string | null;
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
                        /** Format: uuid */
                        id: string;
                        title: string;
                        subtitle: string | null;
                        /** @enum {string} */
                        type: "meeting" | "call" | "proposal" | "email" | "follow_up" | "other";
                        status: string | null;
                        /** @enum {string} */
                        priority: "high" | "medium" | "low";
                        isHighlighted: boolean;
                        /** Format: uuid */
                        assigneeId: string | null;
                        assigneeName: string | null;
                        /** Format: uuid */
                        ownerId: string | null;
                        /** Format: uuid */
                        contactId: string | null;
                        contactName: string | null;
                        /** Format: uuid */
                        dealId: string | null;
                        dealTitle: string | null;
                        dueDate: string | null;
                        completed: boolean;
                        completedAt: string | null;
                        /** Format: uuid */
                        completedBy: string | null;
                        assistantThreadId: string | null;
                        createdAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postTasksByIdComplete: {
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
                    version?: number;
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
                        /** Format: uuid */
                        id: string;
                        title: string;
                        subtitle: string | null;
                        /** @enum {string} */
                        type: "meeting" | "call" | "proposal" | "email" | "follow_up" | "other";
                        status: string | null;
                        /** @enum {string} */
                        priority: "high" | "medium" | "low";
                        isHighlighted: boolean;
                        /** Format: uuid */
                        assigneeId: string | null;
                        assigneeName: string | null;
                        /** Format: uuid */
                        ownerId: string | null;
                        /** Format: uuid */
                        contactId: string | null;
                        contactName: string | null;
                        /** Format: uuid */
                        dealId: string | null;
                        dealTitle: string | null;
                        dueDate: string | null;
                        completed: boolean;
                        completedAt: string | null;
                        /** Format: uuid */
                        completedBy: string | null;
                        assistantThreadId: string | null;
                        createdAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postTasksByIdReopen: {
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
                    version?: number;
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
                        /** Format: uuid */
                        id: string;
                        title: string;
                        subtitle: string | null;
                        /** @enum {string} */
                        type: "meeting" | "call" | "proposal" | "email" | "follow_up" | "other";
                        status: string | null;
                        /** @enum {string} */
                        priority: "high" | "medium" | "low";
                        isHighlighted: boolean;
                        /** Format: uuid */
                        assigneeId: string | null;
                        assigneeName: string | null;
                        /** Format: uuid */
                        ownerId: string | null;
                        /** Format: uuid */
                        contactId: string | null;
                        contactName: string | null;
                        /** Format: uuid */
                        dealId: string | null;
                        dealTitle: string | null;
                        dueDate: string | null;
                        completed: boolean;
                        completedAt: string | null;
                        /** Format: uuid */
                        completedBy: string | null;
                        assistantThreadId: string | null;
                        createdAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postTasksByIdRestore: {
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
                        title: string;
                        subtitle: string | null;
                        /** @enum {string} */
                        type: "meeting" | "call" | "proposal" | "email" | "follow_up" | "other";
                        status: string | null;
                        /** @enum {string} */
                        priority: "high" | "medium" | "low";
                        isHighlighted: boolean;
                        /** Format: uuid */
                        assigneeId: string | null;
                        assigneeName: string | null;
                        /** Format: uuid */
                        ownerId: string | null;
                        /** Format: uuid */
                        contactId: string | null;
                        contactName: string | null;
                        /** Format: uuid */
                        dealId: string | null;
                        dealTitle: string | null;
                        dueDate: string | null;
                        completed: boolean;
                        completedAt: string | null;
                        /** Format: uuid */
                        completedBy: string | null;
                        assistantThreadId: string | null;
                        createdAt: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    putTenantBranding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyName?: string;
                    primaryColor?: string;
                    secondaryColor?: string;
                    supportEmail?: "" | string;
                    supportPhone?: string;
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
                        /** Format: uuid */
                        id: string;
                        slug: string;
                        /** @enum {string} */
                        status: "active" | "suspended";
                        plan: string;
                        branding: {
                            companyName: string;
                            primaryColor: string;
                            secondaryColor: string;
                            logo?: string;
                            favicon?: string;
                            supportEmail?: string;
                            supportPhone?: string;
                        };
                        features: {
                            [key: string]: boolean;
                        };
                        createdAt: string;
                        version: number;
                        trialEndsAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTenantLogo: {
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
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    putTenantLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteTenantLogo: {
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTenantFavicon: {
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
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    putTenantFavicon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteTenantFavicon: {
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTenantDomains: {
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
                        items: {
                            domain: string;
                            verified: boolean;
                            verifiedAt: string | null;
                            /** @enum {string|null} */
                            verifiedBy: "dns" | "operator" | null;
                            record: {
                                /** @enum {string} */
                                type: "TXT";
                                name: string;
                                value: string;
                            };
                            lastCheckedAt: string | null;
                            lastCheckError: string | null;
                            createdAt: string;
                        }[];
                        cnameTarget: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postTenantDomains: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domain: string;
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
                        domain: string;
                        verified: boolean;
                        verifiedAt: string | null;
                        /** @enum {string|null} */
                        verifiedBy: "dns" | "operator" | null;
                        record: {
                            /** @enum {string} */
                            type: "TXT";
                            name: string;
                            value: string;
                        };
                        lastCheckedAt: string | null;
                        lastCheckError: string | null;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    postTenantDomainsByDomainVerify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                domain: string;
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
                        domain: string;
                        verified: boolean;
                        verifiedAt: string | null;
                        /** @enum {string|null} */
                        verifiedBy: "dns" | "operator" | null;
                        record: {
                            /** @enum {string} */
                            type: "TXT";
                            name: string;
                            value: string;
                        };
                        lastCheckedAt: string | null;
                        lastCheckError: string | null;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteTenantDomainsByDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                domain: string;
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTenantInfo: {
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
                        tenant: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            branding: {
                                companyName: string;
                                primaryColor: string;
                                secondaryColor: string;
                                logo?: string;
                                favicon?: string;
                                supportEmail?: string;
                                supportPhone?: string;
                            };
                            features: {
                                [key: string]: boolean;
                            };
                            plan: string;
                            version: number;
                            trialEndsAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTenantEmbeddedApps: {
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
                        /** Format: uri */
                        businessIntel: string | null;
                        /** Format: uri */
                        intel: string | null;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    getTextMessagesAccounts: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            provider: "twilio";
                            accountSid: string;
                            fromNumber: string;
                            apiBaseUrl: string;
                            inboundWebhookUrl: string;
                            quietHours: {
                                start: string;
                                end: string;
                                timeZone: string;
                            } | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postTextMessagesAccounts: {
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
                     * @default twilio
                     * @enum {string}
                     */
                    provider?: "twilio";
                    accountSid: string;
                    authToken: string;
                    fromNumber: string;
                    /** Format: uri */
                    apiBaseUrl?: string;
                    /** @default null */
                    quietHours?: {
                        start: string;
                        end: string;
                        timeZone: string;
                    } | null;
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
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        provider: "twilio";
                        accountSid: string;
                        fromNumber: string;
                        apiBaseUrl: string;
                        inboundWebhookUrl: string;
                        quietHours: {
                            start: string;
                            end: string;
                            timeZone: string;
                        } | null;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteTextMessagesAccountsById: {
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTextMessagesThreads: {
        parameters: {
            query?: {
                contactId?: string;
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
                        items: {
                            /** Format: uuid */
                            accountId: string;
                            peer: string;
                            /** Format: uuid */
                            contactId: string | null;
                            optedOut: boolean;
                            unread: number;
                            last: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                accountId: string;
                                /** @enum {string} */
                                direction: "outbound" | "inbound";
                                peer: string;
                                /** Format: uuid */
                                contactId: string | null;
                                body: string;
                                segments: number;
                                /** @enum {string} */
                                status: "queued" | "sending" | "accepted" | "sent" | "delivered" | "undelivered" | "failed" | "received";
                                error: string | null;
                                sendAfter: string | null;
                                createdAt: string;
                                readAt: string | null;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTextMessagesThreadsByAccountIdByPeer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
                peer: string;
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            accountId: string;
                            /** @enum {string} */
                            direction: "outbound" | "inbound";
                            peer: string;
                            /** Format: uuid */
                            contactId: string | null;
                            body: string;
                            segments: number;
                            /** @enum {string} */
                            status: "queued" | "sending" | "accepted" | "sent" | "delivered" | "undelivered" | "failed" | "received";
                            error: string | null;
                            sendAfter: string | null;
                            createdAt: string;
                            readAt: string | null;
                        }[];
                        optedOut: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postTextMessagesSend: {
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
                    intentId: string;
                    to: string;
                    body: string;
                    /** Format: uuid */
                    contactId?: string;
                    /** Format: uuid */
                    accountId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        accountId: string;
                        /** @enum {string} */
                        direction: "outbound" | "inbound";
                        peer: string;
                        /** Format: uuid */
                        contactId: string | null;
                        body: string;
                        segments: number;
                        /** @enum {string} */
                        status: "queued" | "sending" | "accepted" | "sent" | "delivered" | "undelivered" | "failed" | "received";
                        error: string | null;
                        sendAfter: string | null;
                        createdAt: string;
                        readAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postTextMessagesBulk: {
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
                    bulkId: string;
                    /** Format: uuid */
                    accountId?: string;
                    body: string;
                    recipients: {
                        to: string;
                        /** Format: uuid */
                        contactId?: string;
                        /** @default {} */
                        fields?: {
                            [key: string]: string;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        bulkId: string;
                        queued: number;
                        skipped: {
                            to: string;
                            reason: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTextMessagesBulkByBulkId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bulkId: string;
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
                        bulkId: string;
                        counts: {
                            [key: string]: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTlsAsk: {
        parameters: {
            query: {
                domain: string;
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
            400: components["responses"]["BadInput"];
            503: components["responses"]["Unavailable"];
        };
    };
    getUserImports: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            fileName: string;
                            size: number;
                            /** @enum {string} */
                            status: "uploaded" | "queued" | "running" | "completed" | "failed";
                            headers: string[];
                            sampleRows: string[][];
                            suggestedMapping: {
                                [key: string]: "email" | "name" | "firstName" | "lastName" | "role" | "ignore";
                            };
                            mapping: {
                                [key: string]: "email" | "name" | "firstName" | "lastName" | "role" | "ignore";
                            } | null;
                            /** @enum {string} */
                            defaultRole: "super_admin" | "wl_user" | "regular_user";
                            sendInvitations: boolean;
                            counts: {
                                read: number;
                                imported: number;
                                skipped: number;
                                failed: number;
                            };
                            error: string | null;
                            createdAt: string;
                            startedAt: string | null;
                            finishedAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postUserImports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["Unavailable"];
        };
    };
    getUserImportsById: {
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
                        fileName: string;
                        size: number;
                        /** @enum {string} */
                        status: "uploaded" | "queued" | "running" | "completed" | "failed";
                        headers: string[];
                        sampleRows: string[][];
                        suggestedMapping: {
                            [key: string]: "email" | "name" | "firstName" | "lastName" | "role" | "ignore";
                        };
                        mapping: {
                            [key: string]: "email" | "name" | "firstName" | "lastName" | "role" | "ignore";
                        } | null;
                        /** @enum {string} */
                        defaultRole: "super_admin" | "wl_user" | "regular_user";
                        sendInvitations: boolean;
                        counts: {
                            read: number;
                            imported: number;
                            skipped: number;
                            failed: number;
                        };
                        error: string | null;
                        createdAt: string;
                        startedAt: string | null;
                        finishedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postUserImportsByIdStart: {
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
                    mapping: {
                        [key: string]: "email" | "name" | "firstName" | "lastName" | "role" | "ignore";
                    };
                    /**
                     * @default regular_user
                     * @enum {string}
                     */
                    defaultRole?: "super_admin" | "wl_user" | "regular_user";
                    /** @default false */
                    sendInvitations?: boolean;
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
                        fileName: string;
                        size: number;
                        /** @enum {string} */
                        status: "uploaded" | "queued" | "running" | "completed" | "failed";
                        headers: string[];
                        sampleRows: string[][];
                        suggestedMapping: {
                            [key: string]: "email" | "name" | "firstName" | "lastName" | "role" | "ignore";
                        };
                        mapping: {
                            [key: string]: "email" | "name" | "firstName" | "lastName" | "role" | "ignore";
                        } | null;
                        /** @enum {string} */
                        defaultRole: "super_admin" | "wl_user" | "regular_user";
                        sendInvitations: boolean;
                        counts: {
                            read: number;
                            imported: number;
                            skipped: number;
                            failed: number;
                        };
                        error: string | null;
                        createdAt: string;
                        startedAt: string | null;
                        finishedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getUserImportsByIdErrors: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
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
                        items: {
                            line: number;
                            field: string;
                            value?: string | null;
                            reason: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getUserImportsByIdErrorsCsv: {
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getViews: {
        parameters: {
            query: {
                scope: "contacts" | "deals";
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            scope: "contacts" | "deals";
                            name: string;
                            query: string;
                            shared: boolean;
                            /** Format: uuid */
                            ownerId: string;
                            mine: boolean;
                            isDefault: boolean;
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postViews: {
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
                    scope: "contacts" | "deals";
                    name: string;
                    query: string;
                    /** @default false */
                    shared?: boolean;
                    /** @default false */
                    isDefault?: boolean;
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
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        scope: "contacts" | "deals";
                        name: string;
                        query: string;
                        shared: boolean;
                        /** Format: uuid */
                        ownerId: string;
                        mine: boolean;
                        isDefault: boolean;
                        version: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteViewsById: {
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
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    patchViewsById: {
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
                    query?: string;
                    shared?: boolean;
                    isDefault?: boolean;
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
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        scope: "contacts" | "deals";
                        name: string;
                        query: string;
                        shared: boolean;
                        /** Format: uuid */
                        ownerId: string;
                        mine: boolean;
                        isDefault: boolean;
                        version: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
        };
    };
    getWebhooks: {
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            description: string;
                            events: ("contact.created" | "contact.updated" | "contact.deleted" | "contact.restored" | "contact.merged" | "contact.score_changed" | "deal.created" | "deal.updated" | "deal.stage_changed" | "deal.deleted" | "deal.restored" | "task.created" | "task.updated" | "task.completed" | "task.deleted" | "appointment.created" | "appointment.updated" | "appointment.deleted" | "import.completed")[];
                            enabled: boolean;
                            disabledReason: string | null;
                            consecutiveFailures: number;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postWebhooks: {
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
                    /** @default  */
                    description?: string;
                    events: ("contact.created" | "contact.updated" | "contact.deleted" | "contact.restored" | "contact.merged" | "contact.score_changed" | "deal.created" | "deal.updated" | "deal.stage_changed" | "deal.deleted" | "deal.restored" | "task.created" | "task.updated" | "task.completed" | "task.deleted" | "appointment.created" | "appointment.updated" | "appointment.deleted" | "import.completed")[];
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
                        /** Format: uuid */
                        id: string;
                        url: string;
                        description: string;
                        events: ("contact.created" | "contact.updated" | "contact.deleted" | "contact.restored" | "contact.merged" | "contact.score_changed" | "deal.created" | "deal.updated" | "deal.stage_changed" | "deal.deleted" | "deal.restored" | "task.created" | "task.updated" | "task.completed" | "task.deleted" | "appointment.created" | "appointment.updated" | "appointment.deleted" | "import.completed")[];
                        enabled: boolean;
                        disabledReason: string | null;
                        consecutiveFailures: number;
                        /** Format: date-time */
                        createdAt: string;
                        secret: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteWebhooksById: {
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
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    patchWebhooksById: {
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
                    description?: string;
                    events?: ("contact.created" | "contact.updated" | "contact.deleted" | "contact.restored" | "contact.merged" | "contact.score_changed" | "deal.created" | "deal.updated" | "deal.stage_changed" | "deal.deleted" | "deal.restored" | "task.created" | "task.updated" | "task.completed" | "task.deleted" | "appointment.created" | "appointment.updated" | "appointment.deleted" | "import.completed")[];
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
                        id: string;
                        url: string;
                        description: string;
                        events: ("contact.created" | "contact.updated" | "contact.deleted" | "contact.restored" | "contact.merged" | "contact.score_changed" | "deal.created" | "deal.updated" | "deal.stage_changed" | "deal.deleted" | "deal.restored" | "task.created" | "task.updated" | "task.completed" | "task.deleted" | "appointment.created" | "appointment.updated" | "appointment.deleted" | "import.completed")[];
                        enabled: boolean;
                        disabledReason: string | null;
                        consecutiveFailures: number;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postWebhooksByIdRotateSecret: {
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
                        url: string;
                        description: string;
                        events: ("contact.created" | "contact.updated" | "contact.deleted" | "contact.restored" | "contact.merged" | "contact.score_changed" | "deal.created" | "deal.updated" | "deal.stage_changed" | "deal.deleted" | "deal.restored" | "task.created" | "task.updated" | "task.completed" | "task.deleted" | "appointment.created" | "appointment.updated" | "appointment.deleted" | "import.completed")[];
                        enabled: boolean;
                        disabledReason: string | null;
                        consecutiveFailures: number;
                        /** Format: date-time */
                        createdAt: string;
                        secret: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getWebhooksByIdDeliveries: {
        parameters: {
            query?: {
                status?: "pending" | "sending" | "retrying" | "delivered" | "failed";
                limit?: number;
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            endpointId: string;
                            /** @enum {string} */
                            eventType: "contact.created" | "contact.updated" | "contact.deleted" | "contact.restored" | "contact.merged" | "contact.score_changed" | "deal.created" | "deal.updated" | "deal.stage_changed" | "deal.deleted" | "deal.restored" | "task.created" | "task.updated" | "task.completed" | "task.deleted" | "appointment.created" | "appointment.updated" | "appointment.deleted" | "import.completed";
                            /** Format: uuid */
                            eventId: string;
                            /** @enum {string} */
                            status: "pending" | "sending" | "retrying" | "delivered" | "failed";
                            attempts: number;
                            /** Format: date-time */
                            nextAttemptAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            payload: {
                                [key: string]: unknown;
                            };
                            log: {
                                attempt: number;
                                /** Format: date-time */
                                startedAt: string;
                                responseStatus: number | null;
                                responseBody: string | null;
                                error: string | null;
                                durationMs: number | null;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postWebhooksDeliveriesByIdRedeliver: {
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
                        /** Format: uuid */
                        endpointId: string;
                        /** @enum {string} */
                        eventType: "contact.created" | "contact.updated" | "contact.deleted" | "contact.restored" | "contact.merged" | "contact.score_changed" | "deal.created" | "deal.updated" | "deal.stage_changed" | "deal.deleted" | "deal.restored" | "task.created" | "task.updated" | "task.completed" | "task.deleted" | "appointment.created" | "appointment.updated" | "appointment.deleted" | "import.completed";
                        /** Format: uuid */
                        eventId: string;
                        /** @enum {string} */
                        status: "pending" | "sending" | "retrying" | "delivered" | "failed";
                        attempts: number;
                        /** Format: date-time */
                        nextAttemptAt: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        payload: {
                            [key: string]: unknown;
                        };
                        log: {
                            attempt: number;
                            /** Format: date-time */
                            startedAt: string;
                            responseStatus: number | null;
                            responseBody: string | null;
                            error: string | null;
                            durationMs: number | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postFunctionsV1SmartScore: {
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
                     * @default medium
                     * @enum {string}
                     */
                    urgency?: "low" | "medium" | "high";
                    /** @default 1 */
                    costLimit?: number;
                    /** @default 30000 */
                    timeLimit?: number;
                    /** Format: uuid */
                    contactId: string;
                    contact?: {
                        [key: string]: unknown;
                    };
                    clientInfo?: {
                        [key: string]: unknown;
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
                        fit: number;
                        engagement: number;
                        confidence: number;
                        reasons: {
                            /** @enum {string} */
                            part: "fit" | "engagement";
                            label: string;
                            impact: number;
                            evidence: {
                                /** @enum {string} */
                                kind: "field" | "activity" | "deal" | "task";
                                field?: string;
                                /** Format: uuid */
                                id?: string;
                                value?: string;
                                at?: string;
                            };
                        }[];
                        /** Format: uuid */
                        contactId: string;
                        score: number;
                        /** @enum {string} */
                        tier: "hot" | "warm" | "cold";
                        model: string;
                        promptVersion: string;
                        builtIn: boolean;
                        scoredAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postFunctionsV1SmartEnrichment: {
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
                     * @default medium
                     * @enum {string}
                     */
                    urgency?: "low" | "medium" | "high";
                    /** @default 1 */
                    costLimit?: number;
                    /** @default 30000 */
                    timeLimit?: number;
                    /** Format: uuid */
                    contactId: string;
                    contact?: {
                        [key: string]: unknown;
                    };
                    /**
                     * @default standard
                     * @enum {string}
                     */
                    priority?: "standard" | "premium";
                    /**
                     * @default basic
                     * @enum {string}
                     */
                    level?: "basic" | "standard" | "premium";
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
                        contactId: string;
                        suggestions: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            contactId: string;
                            /** @enum {string} */
                            field: "company" | "industry" | "position" | "title" | "location.country" | "socialProfiles.website" | "socialProfiles.linkedin" | "firstName" | "lastName" | "tags";
                            value: string;
                            reason: string;
                            confidence: number;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "rejected";
                            model: string;
                            builtIn: boolean;
                            createdAt: string;
                        }[];
                        model: string;
                        builtIn: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postFunctionsV1SmartCategorize: {
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
                     * @default medium
                     * @enum {string}
                     */
                    urgency?: "low" | "medium" | "high";
                    /** @default 1 */
                    costLimit?: number;
                    /** @default 30000 */
                    timeLimit?: number;
                    /** Format: uuid */
                    contactId: string;
                    contact?: {
                        [key: string]: unknown;
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
                        /** @enum {string} */
                        category: "decision_maker" | "influencer" | "champion" | "end_user" | "gatekeeper" | "customer" | "partner" | "unknown";
                        /** @enum {string} */
                        segment: "enterprise" | "mid_market" | "smb" | "consumer" | "unknown";
                        tags: string[];
                        confidence: number;
                        reasons: string[];
                        /** Format: uuid */
                        contactId: string;
                        model: string;
                        promptVersion: string;
                        builtIn: boolean;
                        analysedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postFunctionsV1SmartQualify: {
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
                     * @default medium
                     * @enum {string}
                     */
                    urgency?: "low" | "medium" | "high";
                    /** @default 1 */
                    costLimit?: number;
                    /** @default 30000 */
                    timeLimit?: number;
                    /** Format: uuid */
                    contactId: string;
                    contact?: {
                        [key: string]: unknown;
                    };
                    businessContext?: string | {
                        [key: string]: unknown;
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
                        qualified: boolean;
                        /** @enum {string} */
                        stage: "unqualified" | "marketing_qualified" | "sales_qualified" | "opportunity";
                        /** @enum {string} */
                        budget: "confirmed" | "likely" | "unknown" | "unlikely";
                        /** @enum {string} */
                        authority: "decision_maker" | "influencer" | "unknown";
                        /** @enum {string} */
                        need: "strong" | "some" | "unknown";
                        /** @enum {string} */
                        timing: "now" | "this_quarter" | "later" | "unknown";
                        confidence: number;
                        reasons: string[];
                        nextSteps: string[];
                        /** Format: uuid */
                        contactId: string;
                        model: string;
                        promptVersion: string;
                        builtIn: boolean;
                        analysedAt: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    postFunctionsV1SmartBulk: {
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
                     * @default medium
                     * @enum {string}
                     */
                    urgency?: "low" | "medium" | "high";
                    /** @default 1 */
                    costLimit?: number;
                    /** @default 30000 */
                    timeLimit?: number;
                    contacts: (string | ({
                        /** Format: uuid */
                        id: string;
                    } & {
                        [key: string]: unknown;
                    }))[];
                    /** @enum {string} */
                    analysisType?: "score" | "enrich" | "categorize" | "qualify";
                    /**
                     * @default immediate
                     * @enum {string}
                     */
                    mode?: "immediate" | "overnight";
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
                        run: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            analysisType: "score" | "enrich" | "categorize" | "qualify";
                            /** @enum {string} */
                            mode: "immediate" | "overnight";
                            /** @enum {string} */
                            status: "scheduled" | "running" | "paused" | "completed" | "cancelled" | "stopped" | "failed";
                            urgency: string;
                            model: string;
                            builtIn: boolean;
                            /** @enum {string} */
                            channel: "now" | "batch_api" | "window";
                            total: number;
                            processed: number;
                            succeeded: number;
                            failed: number;
                            estimate: {
                                costUsd: number;
                                seconds: number;
                            };
                            costLimit: number;
                            costUsd: number;
                            creditsSpent: number;
                            reason: string | null;
                            scheduledFor: string | null;
                            /** Format: uuid */
                            createdBy: string | null;
                            createdAt: string;
                            startedAt: string | null;
                            finishedAt: string | null;
                        };
                        summary: {
                            total: number;
                            successful: number;
                            failed: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
}
