// Types of the wire, taken from the one contract (packages/contracts).
import type { CompanyUser } from '@eclat/contracts';

export type CompanyUserRole = CompanyUser['role'];
