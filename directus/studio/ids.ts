// Fixed ids for what setup seeds into Directus's system tables (roles, policies, dashboards), so that
// every start, every instance and every test finds the same rows: setup creates them when missing and
// never makes a second one.
export const MARKETING_ROLE_ID = '6d1f6f0e-8c3b-4d4a-9a57-0c5e2b7a1e01';
export const MARKETING_POLICY_ID = '6d1f6f0e-8c3b-4d4a-9a57-0c5e2b7a1e02';
export const LEADS_DASHBOARD_ID = '6d1f6f0e-8c3b-4d4a-9a57-0c5e2b7a1e10';
export const DUPLICATE_VERSION_FLOW_ID = '6d1f6f0e-8c3b-4d4a-9a57-0c5e2b7a1e20';
export const DUPLICATE_VERSION_OPERATION_ID = '6d1f6f0e-8c3b-4d4a-9a57-0c5e2b7a1e21';
