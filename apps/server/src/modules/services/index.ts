/**
 * What other modules may use of services (decision 057): the service type — its ports for requests
 * (serviceForRequest) and providers (providerVerified, providerRenamed) — and its job (the worker runs it).
 */
export { legalWaitlistJob, type ServicesService } from './services.service';
