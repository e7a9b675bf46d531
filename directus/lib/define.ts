// Directus's define* helpers for our extensions, typed by the host's own @directus/extensions (the one
// Directus 12.4 loads them with). The same identity functions as the SDK's, kept here because
// importing them from @directus/extensions-sdk inlines its whole entry (zod and the manifest schemas,
// about 115 KB) into every bundle: these cost nothing.
import type { EndpointConfig, HookConfig, OperationApiConfig, OperationAppConfig } from '@directus/extensions';

export const defineHook = (config: HookConfig): HookConfig => config;
export const defineEndpoint = (config: EndpointConfig): EndpointConfig => config;
export const defineOperationApi = <Options = Record<string, unknown>>(config: OperationApiConfig<Options>): OperationApiConfig<Options> => config;
export const defineOperationApp = (config: OperationAppConfig): OperationAppConfig => config;
