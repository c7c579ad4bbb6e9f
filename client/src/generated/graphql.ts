/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The chat model a prompt asks the OpenAI-compatible server (OPENAI_BASE_URL) for, sent by its model name. */
export type AiModel =
  /** Sent as "gpt-4". */
  | 'GPT_4'
  /** Sent as "gpt-4o". */
  | 'GPT_4O'
  /** Sent as "gpt-4o-mini"; the default for a new prompt. */
  | 'GPT_4O_MINI'
  /** Sent as "gpt-4-turbo". */
  | 'GPT_4_TURBO'
  /** Sent as "gpt-3.5-turbo". */
  | 'GPT_35_TURBO';

/** An answer that may be unknown. Rules, CSV and REST use the stored values yes, no, unknown. */
export type Answer =
  /** No (stored as "no"). */
  | 'NO'
  /** Not known (stored as "unknown"). */
  | 'UNKNOWN'
  /** Yes (stored as "yes"). */
  | 'YES';

/** The decision on an assessment, computed by the server from the enabled decision rules. REST and CSV use the stored values approved, caution, rejected. */
export type AssessmentStatus =
  /** No reject or warning rule matched. Shown as "Approved". */
  | 'APPROVED'
  /** A warning rule matched and no reject rule did. Shown as "Trade with Caution". */
  | 'CAUTION'
  /** A mandatory_reject or reject rule matched. Shown as "Rejected". */
  | 'REJECTED';

/** What an audit entry records. */
export type AuditAction =
  /** The assessment was created (wizard or batch row). */
  | 'CREATED'
  /** Reserved; not written today (audit entries are deleted with their assessment). */
  | 'DELETED'
  /** Answers changed (updateAssessment) or a news summary was stored (summarizeNews). */
  | 'UPDATED';

/** Where a batch upload is: PENDING → PROCESSING → COMPLETED, or FAILED when no row could be used. */
export type BatchStatus =
  /** Every row processed and at least one became an assessment. */
  | 'COMPLETED'
  /** Every row processed and none became an assessment. */
  | 'FAILED'
  /** Stored and queued; no chunk processed yet. */
  | 'PENDING'
  /** Some chunks processed, others not yet. */
  | 'PROCESSING';

/** Changes the signed-in user's password; their other sessions end. */
export type ChangePasswordInput = {
  /** The password in use now; at most 200 characters. Wrong ones are limited like failed sign-ins (LOGIN_MAX_FAILURES per LOGIN_LOCKOUT_MINUTES). */
  currentPassword: string;
  /** The new password, 6 to 200 characters. */
  newPassword: string;
};

/** A new AI prompt. Defaults: model GPT_4O_MINI, temperature 70 (0.7), maxTokens 1000, enabled, category GENERAL. */
export type CreateAiPromptInput = {
  /** Default GENERAL. */
  category?: PromptCategory | null | undefined;
  /** What the prompt is for; at most 2,000 characters. Null or blank stores none. */
  description?: string | null | undefined;
  /** Default true. */
  enabled?: boolean | null | undefined;
  /** Most tokens the model may answer with, a whole number 100–4000; default 1000. */
  maxTokens?: number | null | undefined;
  /** Default GPT_4O_MINI. */
  model?: AiModel | null | undefined;
  /** Unique name (CONFLICT when taken), trimmed; at most 255 characters, not blank. */
  name: string;
  /** The system message sent to the model, trimmed; at most 20,000 characters, not blank. */
  promptText: string;
  /** Sampling temperature, a whole number 0–100, divided by 100 for the model; default 70 (0.7). */
  temperature?: number | null | undefined;
};

/** The merged wizard answers; the server computes status and rationale. Text is stored trimmed. */
export type CreateAssessmentInput = {
  /** Business address, not blank. At most 5,000 characters. */
  address: string;
  /** Contacts to use if the company is rejected; null or blank for none. At most 5,000 characters. */
  alternativeContacts?: string | null | undefined;
  /** Why the team wants to work with the company; at least 10 characters. At most 5,000 characters. */
  businessRationale: string;
  /** The company can provide two recent project references. */
  canProvideReferences: boolean;
  /** The counterparty company, not blank. At most 200 characters. */
  companyName: string;
  /** Country of its place of business, not blank. At most 200 characters. */
  countryOfBusiness: string;
  /** Country where the company is registered, not blank. At most 200 characters. */
  countryOfRegistration: string;
  /** The company has two years of audited financials. */
  hasAuditedFinancials: boolean;
  /** The company has consistent or growing revenue. */
  hasConsistentRevenue: boolean;
  /** The company has equity above $1 million. */
  hasEquityAbove1M: boolean;
  /** The company has legal actions, fines or sanctions against it. */
  hasLegalActions: boolean;
  /** The company has sufficient liquidity. */
  hasSufficientLiquidity: boolean;
  /** The company was profitable in the last two years. */
  isProfitable: boolean;
  /** Directors and beneficial owners, screened with the company against the sanctions and watch lists; blank names are dropped. At most 20 names of 200 characters. */
  keyPeople?: Array<string> | null | undefined;
  /** Does management have the capacity to deliver? */
  managementCapacity: Answer;
  /** Is management transparent and of good reputation? */
  managementReputation: Answer;
  /** The service the company would provide, not blank. At most 200 characters. */
  serviceType: string;
  /** When the analyst opened the first wizard step (ISO 8601 date-time); processingTimeMs runs from it. Omitted, or more than 7 days ago: no processing time. */
  startedAt?: string | null | undefined;
  /** How long the company has traded. */
  tradingYears: TradingYears;
};

/** A new decision rule, validated as a whole (field, condition and value must fit). Defaults: ruleType WARNING, condition EQUALS, priority 0, enabled true. */
export type CreateRuleInput = {
  /** Default EQUALS. */
  condition?: RuleCondition | null | undefined;
  /** At most 2,000 characters; null or blank for none. */
  description?: string | null | undefined;
  /** Default true. */
  enabled?: boolean | null | undefined;
  /** The assessment field tested (see RuleConfig.field for the list), e.g. hasLegalActions or tradingYears. */
  field: string;
  /** The sentence the rationale quotes when the rule matches; not blank, at most 2,000 characters. */
  message: string;
  /** Not blank; trimmed, at most 255 characters. */
  name: string;
  /** A whole number from -1,000,000 to 1,000,000; lower numbers come first. Default 0. */
  priority?: number | null | undefined;
  /** Default WARNING. */
  ruleType?: RuleType | null | undefined;
  /** True or false for booleans; stored values (<2, 2-3, 3-5, >5; yes, no, unknown) for enums; any text for text fields. One value for EQUALS and NOT_EQUALS, a comma-separated list for IN and NOT_IN. At most 2,000 characters. */
  value: string;
};

/** An account created by an admin; it is approved from the start. */
export type CreateUserInput = {
  /** Sign-in email: a valid address of at most 254 characters, stored trimmed and lower-cased; unique (CONFLICT). */
  email: string;
  /** Required; trimmed, at most 50 characters. */
  firstName: string;
  /** At most 50 characters; null, omitted or blank for none. */
  lastName?: string | null | undefined;
  /** The initial password, 6 to 200 characters; stored only as an argon2id hash. */
  password: string;
  /** Defaults to ANALYST. */
  role?: Role | null | undefined;
};

/** A reviewer's finding on a screening hit. */
export type HitReviewDecision =
  /** The hit is the screened party: a confirmed match. */
  | 'CONFIRMED'
  /** The hit is a different party. */
  | 'FALSE_POSITIVE';

/** The credentials of an approved, not suspended account. */
export type LoginInput = {
  /** The sign-in email, in any case; at most 254 characters. */
  email: string;
  /** The password; at most 200 characters. */
  password: string;
};

/** The AI feature a prompt serves. A feature uses the enabled prompt of its category (the most recently changed when several are enabled); with none, or without OPENAI_API_KEY, it uses its built-in offline method. */
export type PromptCategory =
  /** Not used by a feature; for ad-hoc analysis. The default category of a new prompt. */
  | 'GENERAL'
  /** Summarizes a news article (summarizeNews): the prompt is the system message, the article title and text the user message. */
  | 'NEWS_SUMMARIZATION'
  /** Classifies each article of a negative-news scan (scanNews); the model should answer JSON {negative, categories, evidence}, else the offline lexicon decides and the answer is kept as evidence. */
  | 'RISK_ANALYSIS';

/** A proposed rule change: the same input the rule dialog sends when saving. */
export type ProposedRuleChangeInput = {
  /** What the change does. */
  action: RuleChangeAction;
  /** The new rule, for CREATE; validated as createRule would. */
  create?: CreateRuleInput | null | undefined;
  /** The rule to update or delete (NOT_FOUND when it is not in the current set); ignored for CREATE. */
  ruleId?: string | number | null | undefined;
  /** The fields to change, for UPDATE; validated as updateRule would. */
  update?: UpdateRuleInput | null | undefined;
};

/** Self-registration; the account starts unapproved. */
export type RegisterInput = {
  /** Sign-in email: a valid address of at most 254 characters, stored trimmed and lower-cased; unique (CONFLICT). */
  email: string;
  /** Required; trimmed, at most 50 characters. */
  firstName: string;
  /** At most 50 characters; null, omitted or blank for none. */
  lastName?: string | null | undefined;
  /** 6 to 200 characters; stored only as an argon2id hash. */
  password: string;
};

/** What an account may do. New accounts are ANALYST unless an admin chooses otherwise. */
export type Role =
  /** An analyst who also manages accounts, decision rules and AI prompts, and may change anyone's assessment. */
  | 'ADMIN'
  /** Works on the team's shared assessments, batch uploads, news and reports; changes only the assessments they created. */
  | 'ANALYST';

/** The kind of a proposed rule change. */
export type RuleChangeAction =
  /** Adds the rule given in create. */
  | 'CREATE'
  /** Removes rule ruleId. */
  | 'DELETE'
  /** Changes rule ruleId with update (a toggle sends only enabled). */
  | 'UPDATE';

/** How a rule compares the assessment field with its value. Stored as equals, not_equals, in, not_in (the values of RuleSnapshotType.condition). */
export type RuleCondition =
  /** The field equals the single value. */
  | 'EQUALS'
  /** The field is one of the comma-separated values. */
  | 'IN'
  /** The field differs from the single value. */
  | 'NOT_EQUALS'
  /** The field is none of the comma-separated values. */
  | 'NOT_IN';

/** What a matching rule does to the decision. Stored as mandatory_reject, reject, warning (the values of RuleSnapshotType.ruleType). */
export type RuleType =
  /** Rejects; listed first in the rationale as "Automatic rejection: …". */
  | 'MANDATORY_REJECT'
  /** Rejects; listed as "Rejected: …" by priority. */
  | 'REJECT'
  /** Gives caution unless a reject rule also matched; listed as "Caution: …" by priority. */
  | 'WARNING';

/** The outcome of screening an assessment against the sanctions and watch lists (the decision rule field screeningStatus). */
export type ScreeningStatus =
  /** No hit, or every hit marked a false positive. */
  | 'CLEAR'
  /** A reviewer confirmed at least one hit. */
  | 'CONFIRMED_MATCH'
  /** At least one hit not yet reviewed (and none confirmed). */
  | 'POTENTIAL_MATCH';

/** What was screened: the company itself or one of its directors and beneficial owners. */
export type ScreeningSubjectKind =
  /** The counterparty company. */
  | 'COMPANY'
  /** A named director or beneficial owner. */
  | 'PERSON';

/** How long the company has traded. Rules, CSV and REST use the stored values <2, 2-3, 3-5, >5. */
export type TradingYears =
  /** Less than 2 years (stored as "<2"). */
  | 'LESS_THAN_2'
  /** More than 5 years (stored as ">5"). */
  | 'MORE_THAN_5'
  /** 3 to 5 years (stored as "3-5"). */
  | 'THREE_TO_5'
  /** 2 to 3 years (stored as "2-3"). */
  | 'TWO_TO_3';

/** A partial prompt change: only the fields given change; a toggle sends only enabled. */
export type UpdateAiPromptInput = {
  /** Omitted or null: unchanged. */
  category?: PromptCategory | null | undefined;
  /** At most 2,000 characters. Omitted: unchanged; null or blank: removed. */
  description?: string | null | undefined;
  /** Turns the prompt on or off. Omitted or null: unchanged. */
  enabled?: boolean | null | undefined;
  /** A whole number 100–4000. Omitted or null: unchanged. */
  maxTokens?: number | null | undefined;
  /** Omitted or null: unchanged. */
  model?: AiModel | null | undefined;
  /** New unique name (CONFLICT when taken); at most 255 characters, not blank. Omitted or null: unchanged. */
  name?: string | null | undefined;
  /** At most 20,000 characters, not blank. Omitted or null: unchanged. */
  promptText?: string | null | undefined;
  /** A whole number 0–100, divided by 100 for the model. Omitted or null: unchanged. */
  temperature?: number | null | undefined;
};

/** The signed-in user's names; both are replaced. */
export type UpdateProfileInput = {
  /** Required; trimmed, at most 50 characters. */
  firstName: string;
  /** At most 50 characters; null, omitted or blank removes it. */
  lastName?: string | null | undefined;
};

/** A partial rule change: only the fields given change, each with the rules of CreateRuleInput, and the rule as it then stands is validated as a whole. A toggle sends only enabled. */
export type UpdateRuleInput = {
  /** Omit to keep. */
  condition?: RuleCondition | null | undefined;
  /** At most 2,000 characters; null or blank removes it. Omit to keep. */
  description?: string | null | undefined;
  /** Turns the rule on or off. Omit to keep. */
  enabled?: boolean | null | undefined;
  /** The assessment field tested (see RuleConfig.field). Omit to keep. */
  field?: string | null | undefined;
  /** Not blank; at most 2,000 characters. Omit to keep. */
  message?: string | null | undefined;
  /** Not blank; at most 255 characters. Omit to keep. */
  name?: string | null | undefined;
  /** A whole number from -1,000,000 to 1,000,000; lower numbers come first. Omit to keep. */
  priority?: number | null | undefined;
  /** Omit to keep. */
  ruleType?: RuleType | null | undefined;
  /** As in CreateRuleInput.value; at most 2,000 characters. Omit to keep. */
  value?: string | null | undefined;
};

/** A CSV file as text, in the template columns. */
export type UploadBatchInput = {
  /** The CSV text: a header naming the 17 template columns (the CreateAssessmentInput answers; any order; alternativeContacts may be left out), then 1 to 50,000 rows. At most 10 MB, 64 columns and 65,536 characters a row. Booleans read true/false/yes/no/1/0 in any case; answers yes/no/unknown; tradingYears <2, 2-3, 3-5 or >5. */
  csvContent: string;
  /** The file name to show in the upload history, trimmed; 1 to 255 characters. */
  fileName: string;
};

/** The file format of a list import. */
export type WatchlistFormat =
  /** FollowTheMoney JSON lines, OpenSanctions' entities.ftm.json. */
  | 'FTM'
  /** OFAC's sdn.csv without header; its alt.csv aliases as altContent. */
  | 'OFAC_SDN_CSV'
  /** OpenSanctions' targets.simple.csv (with header; multiple values separated by ;). */
  | 'OPENSANCTIONS_CSV';

/** The state of the latest import of a list (screening always uses the last complete version). */
export type WatchlistStatus =
  /** The latest import completed; screening uses it. */
  | 'ACTIVE'
  /** The latest import failed (see error); screening uses the previous version, if any. */
  | 'FAILED'
  /** An import is running; screening uses the previous version, if any. */
  | 'IMPORTING';

export type UsersQueryVariables = Exact<{ [key: string]: never; }>;


export type UsersQuery = { users: Array<{ id: string, email: string, firstName: string, lastName: string | null, profileImageUrl: string | null, role: Role, approved: boolean, suspended: boolean, createdAt: string }> };

export type ApproveUserMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveUserMutation = { approveUser: { id: string, email: string, firstName: string, lastName: string | null, profileImageUrl: string | null, role: Role, approved: boolean, suspended: boolean, createdAt: string } };

export type ChangeUserRoleMutationVariables = Exact<{
  id: string | number;
  role: Role;
}>;


export type ChangeUserRoleMutation = { changeUserRole: { id: string, email: string, firstName: string, lastName: string | null, profileImageUrl: string | null, role: Role, approved: boolean, suspended: boolean, createdAt: string } };

export type DeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteUserMutation = { deleteUser: boolean };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { id: string, email: string, firstName: string, lastName: string | null, profileImageUrl: string | null, role: Role, approved: boolean, suspended: boolean, createdAt: string } };

export type SuspendUserMutationVariables = Exact<{
  id: string | number;
}>;


export type SuspendUserMutation = { suspendUser: { id: string, email: string, firstName: string, lastName: string | null, profileImageUrl: string | null, role: Role, approved: boolean, suspended: boolean, createdAt: string } };

export type ReinstateUserMutationVariables = Exact<{
  id: string | number;
}>;


export type ReinstateUserMutation = { reinstateUser: { id: string, email: string, firstName: string, lastName: string | null, profileImageUrl: string | null, role: Role, approved: boolean, suspended: boolean, createdAt: string } };

export type ResetUserPasswordMutationVariables = Exact<{
  id: string | number;
}>;


export type ResetUserPasswordMutation = { resetUserPassword: { temporaryPassword: string } };

export type AiPromptFieldsFragment = { id: string, name: string, description: string | null, promptText: string, model: AiModel, temperature: number, maxTokens: number, enabled: boolean, category: PromptCategory };

export type AiPromptsQueryVariables = Exact<{ [key: string]: never; }>;


export type AiPromptsQuery = { aiPrompts: Array<{ id: string, name: string, description: string | null, promptText: string, model: AiModel, temperature: number, maxTokens: number, enabled: boolean, category: PromptCategory }> };

export type CreateAiPromptMutationVariables = Exact<{
  input: CreateAiPromptInput;
}>;


export type CreateAiPromptMutation = { createAiPrompt: { id: string, name: string, description: string | null, promptText: string, model: AiModel, temperature: number, maxTokens: number, enabled: boolean, category: PromptCategory } };

export type UpdateAiPromptMutationVariables = Exact<{
  id: string | number;
  input: UpdateAiPromptInput;
}>;


export type UpdateAiPromptMutation = { updateAiPrompt: { id: string, name: string, description: string | null, promptText: string, model: AiModel, temperature: number, maxTokens: number, enabled: boolean, category: PromptCategory } };

export type DeleteAiPromptMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAiPromptMutation = { deleteAiPrompt: boolean };

export type AssessmentListItemFragment = { id: string, companyName: string, countryOfRegistration: string, createdAt: string, status: AssessmentStatus, rationale: string };

export type RiskFlagFragment = { ruleId: string, name: string, ruleType: RuleType, message: string };

export type ScreeningHitFieldsFragment = { id: string, entityId: string, caption: string, matchedName: string, score: number, listName: string, schema: string, countries: Array<string>, topics: Array<string>, explanation: Array<string>, subject: { kind: ScreeningSubjectKind, name: string }, review: { decision: HitReviewDecision, reason: string, reviewerId: string, reviewerName: string, reviewedAt: string } | null };

export type AssessmentScreeningFragment = { status: ScreeningStatus, screenedAt: string, lists: Array<{ name: string, version: number }>, hits: Array<{ id: string, entityId: string, caption: string, matchedName: string, score: number, listName: string, schema: string, countries: Array<string>, topics: Array<string>, explanation: Array<string>, subject: { kind: ScreeningSubjectKind, name: string }, review: { decision: HitReviewDecision, reason: string, reviewerId: string, reviewerName: string, reviewedAt: string } | null }> };

export type AssessmentDetailFragment = { id: string, companyName: string, countryOfRegistration: string, countryOfBusiness: string, address: string, businessRationale: string, serviceType: string, alternativeContacts: string | null, keyPeople: Array<string>, hasLegalActions: boolean, canProvideReferences: boolean, managementReputation: Answer, managementCapacity: Answer, tradingYears: TradingYears, hasAuditedFinancials: boolean, hasSufficientLiquidity: boolean, isProfitable: boolean, hasEquityAbove1M: boolean, hasConsistentRevenue: boolean, status: AssessmentStatus, rationale: string, newsArticleUrl: string | null, newsSummary: string | null, processingTimeMs: number | null, createdAt: string, ruleTrace: Array<{ ruleId: string, name: string, ruleType: RuleType, message: string }>, screening: { status: ScreeningStatus, screenedAt: string, lists: Array<{ name: string, version: number }>, hits: Array<{ id: string, entityId: string, caption: string, matchedName: string, score: number, listName: string, schema: string, countries: Array<string>, topics: Array<string>, explanation: Array<string>, subject: { kind: ScreeningSubjectKind, name: string }, review: { decision: HitReviewDecision, reason: string, reviewerId: string, reviewerName: string, reviewedAt: string } | null }> } | null, createdBy: { id: string, firstName: string, lastName: string | null, email: string } };

export type AssessmentsQueryVariables = Exact<{
  limit?: number | null | undefined;
  cursor?: string | null | undefined;
  search?: string | null | undefined;
  status?: AssessmentStatus | null | undefined;
}>;


export type AssessmentsQuery = { assessments: { nextCursor: string | null, items: Array<{ id: string, companyName: string, countryOfRegistration: string, createdAt: string, status: AssessmentStatus, rationale: string }> } };

export type AnalyticsQueryVariables = Exact<{ [key: string]: never; }>;


export type AnalyticsQuery = { analytics: { totalAssessments: number, approvalRate: number, cautionRate: number, avgProcessingTime: number, statusBreakdown: Array<{ status: AssessmentStatus, count: number }>, commonRejectionReasons: Array<{ reason: string, count: number }> } };

export type AssessmentDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AssessmentDetailQuery = { assessment: { id: string, companyName: string, countryOfRegistration: string, countryOfBusiness: string, address: string, businessRationale: string, serviceType: string, alternativeContacts: string | null, keyPeople: Array<string>, hasLegalActions: boolean, canProvideReferences: boolean, managementReputation: Answer, managementCapacity: Answer, tradingYears: TradingYears, hasAuditedFinancials: boolean, hasSufficientLiquidity: boolean, isProfitable: boolean, hasEquityAbove1M: boolean, hasConsistentRevenue: boolean, status: AssessmentStatus, rationale: string, newsArticleUrl: string | null, newsSummary: string | null, processingTimeMs: number | null, createdAt: string, ruleTrace: Array<{ ruleId: string, name: string, ruleType: RuleType, message: string }>, screening: { status: ScreeningStatus, screenedAt: string, lists: Array<{ name: string, version: number }>, hits: Array<{ id: string, entityId: string, caption: string, matchedName: string, score: number, listName: string, schema: string, countries: Array<string>, topics: Array<string>, explanation: Array<string>, subject: { kind: ScreeningSubjectKind, name: string }, review: { decision: HitReviewDecision, reason: string, reviewerId: string, reviewerName: string, reviewedAt: string } | null }> } | null, createdBy: { id: string, firstName: string, lastName: string | null, email: string } } };

export type AuditLogsQueryVariables = Exact<{
  assessmentId: string | number;
}>;


export type AuditLogsQuery = { auditLogs: Array<{ id: string, action: AuditAction, changes: Record<string, unknown> | null, createdAt: string, userId: string }> };

export type CreateAssessmentMutationVariables = Exact<{
  input: CreateAssessmentInput;
}>;


export type CreateAssessmentMutation = { createAssessment: { id: string, companyName: string, countryOfRegistration: string, countryOfBusiness: string, address: string, businessRationale: string, serviceType: string, alternativeContacts: string | null, keyPeople: Array<string>, hasLegalActions: boolean, canProvideReferences: boolean, managementReputation: Answer, managementCapacity: Answer, tradingYears: TradingYears, hasAuditedFinancials: boolean, hasSufficientLiquidity: boolean, isProfitable: boolean, hasEquityAbove1M: boolean, hasConsistentRevenue: boolean, status: AssessmentStatus, rationale: string, newsArticleUrl: string | null, newsSummary: string | null, processingTimeMs: number | null, createdAt: string, ruleTrace: Array<{ ruleId: string, name: string, ruleType: RuleType, message: string }>, screening: { status: ScreeningStatus, screenedAt: string, lists: Array<{ name: string, version: number }>, hits: Array<{ id: string, entityId: string, caption: string, matchedName: string, score: number, listName: string, schema: string, countries: Array<string>, topics: Array<string>, explanation: Array<string>, subject: { kind: ScreeningSubjectKind, name: string }, review: { decision: HitReviewDecision, reason: string, reviewerId: string, reviewerName: string, reviewedAt: string } | null }> } | null, createdBy: { id: string, firstName: string, lastName: string | null, email: string } } };

export type ReviewScreeningHitMutationVariables = Exact<{
  assessmentId: string | number;
  hitId: string | number;
  decision: HitReviewDecision;
  reason: string;
}>;


export type ReviewScreeningHitMutation = { reviewScreeningHit: { id: string, companyName: string, countryOfRegistration: string, countryOfBusiness: string, address: string, businessRationale: string, serviceType: string, alternativeContacts: string | null, keyPeople: Array<string>, hasLegalActions: boolean, canProvideReferences: boolean, managementReputation: Answer, managementCapacity: Answer, tradingYears: TradingYears, hasAuditedFinancials: boolean, hasSufficientLiquidity: boolean, isProfitable: boolean, hasEquityAbove1M: boolean, hasConsistentRevenue: boolean, status: AssessmentStatus, rationale: string, newsArticleUrl: string | null, newsSummary: string | null, processingTimeMs: number | null, createdAt: string, ruleTrace: Array<{ ruleId: string, name: string, ruleType: RuleType, message: string }>, screening: { status: ScreeningStatus, screenedAt: string, lists: Array<{ name: string, version: number }>, hits: Array<{ id: string, entityId: string, caption: string, matchedName: string, score: number, listName: string, schema: string, countries: Array<string>, topics: Array<string>, explanation: Array<string>, subject: { kind: ScreeningSubjectKind, name: string }, review: { decision: HitReviewDecision, reason: string, reviewerId: string, reviewerName: string, reviewedAt: string } | null }> } | null, createdBy: { id: string, firstName: string, lastName: string | null, email: string } } };

export type SummarizeNewsMutationVariables = Exact<{
  url: string;
  assessmentId?: string | number | null | undefined;
}>;


export type SummarizeNewsMutation = { summarizeNews: { summary: string, title: string, url: string, method: string } };

export type NewsScanFieldsFragment = { id: string, method: string, negativeCount: number, createdAt: string, articles: Array<{ title: string, source: string | null, date: string | null, link: string, negative: boolean, categories: Array<string>, evidence: string }> };

export type LatestNewsScanQueryVariables = Exact<{
  id: string | number;
}>;


export type LatestNewsScanQuery = { assessment: { id: string, latestNewsScan: { id: string, method: string, negativeCount: number, createdAt: string, articles: Array<{ title: string, source: string | null, date: string | null, link: string, negative: boolean, categories: Array<string>, evidence: string }> } | null } };

export type ScanNewsMutationVariables = Exact<{
  assessmentId: string | number;
}>;


export type ScanNewsMutation = { scanNews: { id: string, method: string, negativeCount: number, createdAt: string, articles: Array<{ title: string, source: string | null, date: string | null, link: string, negative: boolean, categories: Array<string>, evidence: string }> } };

export type UserFieldsFragment = { id: string, email: string, firstName: string, lastName: string | null, profileImageUrl: string | null, role: Role, approved: boolean, suspended: boolean, createdAt: string };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, firstName: string, lastName: string | null, profileImageUrl: string | null, role: Role, approved: boolean, suspended: boolean, createdAt: string } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, user: { id: string, email: string, firstName: string, lastName: string | null, profileImageUrl: string | null, role: Role, approved: boolean, suspended: boolean, createdAt: string } } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { id: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, email: string, firstName: string, lastName: string | null, profileImageUrl: string | null, role: Role, approved: boolean, suspended: boolean, createdAt: string } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type BatchSummaryFragment = { id: string, fileName: string, totalRows: number, processedRows: number, successfulRows: number, failedRows: number, status: BatchStatus, createdAt: string, completedAt: string | null };

export type BatchesQueryVariables = Exact<{ [key: string]: never; }>;


export type BatchesQuery = { batches: Array<{ id: string, fileName: string, totalRows: number, processedRows: number, successfulRows: number, failedRows: number, status: BatchStatus, createdAt: string, completedAt: string | null }> };

export type BatchQueryVariables = Exact<{
  id: string | number;
}>;


export type BatchQuery = { batch: { id: string, fileName: string, totalRows: number, processedRows: number, successfulRows: number, failedRows: number, status: BatchStatus, createdAt: string, completedAt: string | null, errors: Array<{ row: number, error: string }> } };

export type UploadBatchMutationVariables = Exact<{
  input: UploadBatchInput;
}>;


export type UploadBatchMutation = { uploadBatch: { batchId: string, totalRows: number } };

export type RuleFragment = { id: string, name: string, description: string | null, ruleType: RuleType, field: string, condition: RuleCondition, value: string, enabled: boolean, priority: number, message: string };

export type RulesQueryVariables = Exact<{ [key: string]: never; }>;


export type RulesQuery = { rules: Array<{ id: string, name: string, description: string | null, ruleType: RuleType, field: string, condition: RuleCondition, value: string, enabled: boolean, priority: number, message: string }> };

export type CreateRuleMutationVariables = Exact<{
  input: CreateRuleInput;
}>;


export type CreateRuleMutation = { createRule: { id: string, name: string, description: string | null, ruleType: RuleType, field: string, condition: RuleCondition, value: string, enabled: boolean, priority: number, message: string } };

export type UpdateRuleMutationVariables = Exact<{
  id: string | number;
  input: UpdateRuleInput;
}>;


export type UpdateRuleMutation = { updateRule: { id: string, name: string, description: string | null, ruleType: RuleType, field: string, condition: RuleCondition, value: string, enabled: boolean, priority: number, message: string } };

export type DeleteRuleMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRuleMutation = { deleteRule: boolean };

export type RuleSetVersionsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type RuleSetVersionsQuery = { ruleSetVersions: Array<{ id: number, createdAt: string, change: Record<string, unknown>, changedBy: { firstName: string, lastName: string | null } | null }> };

export type RuleSetDiffQueryVariables = Exact<{
  from: number;
  to: number;
}>;


export type RuleSetDiffQuery = { ruleSetDiff: { added: Array<{ id: string, name: string }>, removed: Array<{ id: string, name: string }>, changed: Array<{ ruleId: string, name: string, fields: Array<{ field: string, from: string, to: string }> }> } };

export type ReplayRuleChangeQueryVariables = Exact<{
  change: ProposedRuleChangeInput;
}>;


export type ReplayRuleChangeQuery = { replayRuleChange: { evaluated: number, changed: number, matrix: Array<{ from: AssessmentStatus, to: AssessmentStatus, count: number }>, sample: Array<{ assessmentId: string, companyName: string, fromStatus: AssessmentStatus, toStatus: AssessmentStatus, newRationale: string }> } };

export type WatchlistFieldsFragment = { id: string, name: string, format: WatchlistFormat, status: WatchlistStatus, version: number, entityCount: number, importedAt: string | null, error: string | null, importProgress: number, importTotal: number | null };

export type WatchlistsQueryVariables = Exact<{ [key: string]: never; }>;


export type WatchlistsQuery = { watchlists: Array<{ id: string, name: string, format: WatchlistFormat, status: WatchlistStatus, version: number, entityCount: number, importedAt: string | null, error: string | null, importProgress: number, importTotal: number | null }> };

export type ImportWatchlistFileMutationVariables = Exact<{
  name: string;
  format: WatchlistFormat;
  file: unknown;
  altFile?: unknown;
}>;


export type ImportWatchlistFileMutation = { importWatchlistFile: { watchlistId: string, totalEntities: number | null } };

export type DeleteWatchlistMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWatchlistMutation = { deleteWatchlist: boolean };

export type ScreenQueryVariables = Exact<{
  name: string;
  country?: string | null | undefined;
  schema?: string | null | undefined;
}>;


export type ScreenQuery = { screen: { hits: Array<{ entityId: string, caption: string, matchedName: string, score: number, listName: string, schema: string, countries: Array<string>, topics: Array<string>, explanation: Array<string> }> } };

export const AiPromptFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiPromptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiPrompt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promptText"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"maxTokens"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]} as unknown as DocumentNode<AiPromptFieldsFragment, unknown>;
export const AssessmentListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"countryOfRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rationale"}}]}}]} as unknown as DocumentNode<AssessmentListItemFragment, unknown>;
export const RiskFlagFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RiskFlag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleTraceEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ruleType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RiskFlagFragment, unknown>;
export const ScreeningHitFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreeningHitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScreeningHit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"matchedName"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}}]} as unknown as DocumentNode<ScreeningHitFieldsFragment, unknown>;
export const AssessmentScreeningFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentScreening"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentScreening"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"screenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreeningHitFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreeningHitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScreeningHit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"matchedName"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}}]} as unknown as DocumentNode<AssessmentScreeningFragment, unknown>;
export const AssessmentDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"countryOfRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"countryOfBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"businessRationale"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeContacts"}},{"kind":"Field","name":{"kind":"Name","value":"keyPeople"}},{"kind":"Field","name":{"kind":"Name","value":"hasLegalActions"}},{"kind":"Field","name":{"kind":"Name","value":"canProvideReferences"}},{"kind":"Field","name":{"kind":"Name","value":"managementReputation"}},{"kind":"Field","name":{"kind":"Name","value":"managementCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"tradingYears"}},{"kind":"Field","name":{"kind":"Name","value":"hasAuditedFinancials"}},{"kind":"Field","name":{"kind":"Name","value":"hasSufficientLiquidity"}},{"kind":"Field","name":{"kind":"Name","value":"isProfitable"}},{"kind":"Field","name":{"kind":"Name","value":"hasEquityAbove1M"}},{"kind":"Field","name":{"kind":"Name","value":"hasConsistentRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rationale"}},{"kind":"Field","name":{"kind":"Name","value":"ruleTrace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RiskFlag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screening"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssessmentScreening"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newsArticleUrl"}},{"kind":"Field","name":{"kind":"Name","value":"newsSummary"}},{"kind":"Field","name":{"kind":"Name","value":"processingTimeMs"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreeningHitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScreeningHit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"matchedName"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RiskFlag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleTraceEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ruleType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentScreening"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentScreening"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"screenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreeningHitFields"}}]}}]}}]} as unknown as DocumentNode<AssessmentDetailFragment, unknown>;
export const NewsScanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsScanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsScan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"negativeCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"negative"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"}}]}}]}}]} as unknown as DocumentNode<NewsScanFieldsFragment, unknown>;
export const UserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const BatchSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BatchSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BatchUpload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"successfulRows"}},{"kind":"Field","name":{"kind":"Name","value":"failedRows"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<BatchSummaryFragment, unknown>;
export const RuleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Rule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ruleType"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RuleFragment, unknown>;
export const WatchlistFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WatchlistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Watchlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"entityCount"}},{"kind":"Field","name":{"kind":"Name","value":"importedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"importProgress"}},{"kind":"Field","name":{"kind":"Name","value":"importTotal"}}]}}]} as unknown as DocumentNode<WatchlistFieldsFragment, unknown>;
export const UsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UsersQuery, UsersQueryVariables>;
export const ApproveUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ApproveUserMutation, ApproveUserMutationVariables>;
export const ChangeUserRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeUserRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ChangeUserRoleMutation, ChangeUserRoleMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const SuspendUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SuspendUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspendUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SuspendUserMutation, SuspendUserMutationVariables>;
export const ReinstateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReinstateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reinstateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ReinstateUserMutation, ReinstateUserMutationVariables>;
export const ResetUserPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"temporaryPassword"}}]}}]}}]} as unknown as DocumentNode<ResetUserPasswordMutation, ResetUserPasswordMutationVariables>;
export const AiPromptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AiPrompts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiPrompts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiPromptFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiPromptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiPrompt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promptText"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"maxTokens"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]} as unknown as DocumentNode<AiPromptsQuery, AiPromptsQueryVariables>;
export const CreateAiPromptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAiPrompt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAiPromptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAiPrompt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiPromptFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiPromptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiPrompt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promptText"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"maxTokens"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]} as unknown as DocumentNode<CreateAiPromptMutation, CreateAiPromptMutationVariables>;
export const UpdateAiPromptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAiPrompt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAiPromptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAiPrompt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiPromptFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiPromptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiPrompt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promptText"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"maxTokens"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]} as unknown as DocumentNode<UpdateAiPromptMutation, UpdateAiPromptMutationVariables>;
export const DeleteAiPromptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAiPrompt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAiPrompt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAiPromptMutation, DeleteAiPromptMutationVariables>;
export const AssessmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Assessments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssessmentListItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"countryOfRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rationale"}}]}}]} as unknown as DocumentNode<AssessmentsQuery, AssessmentsQueryVariables>;
export const AnalyticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Analytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalAssessments"}},{"kind":"Field","name":{"kind":"Name","value":"approvalRate"}},{"kind":"Field","name":{"kind":"Name","value":"cautionRate"}},{"kind":"Field","name":{"kind":"Name","value":"avgProcessingTime"}},{"kind":"Field","name":{"kind":"Name","value":"statusBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commonRejectionReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<AnalyticsQuery, AnalyticsQueryVariables>;
export const AssessmentDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssessmentDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssessmentDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RiskFlag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleTraceEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ruleType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreeningHitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScreeningHit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"matchedName"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentScreening"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentScreening"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"screenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreeningHitFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"countryOfRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"countryOfBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"businessRationale"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeContacts"}},{"kind":"Field","name":{"kind":"Name","value":"keyPeople"}},{"kind":"Field","name":{"kind":"Name","value":"hasLegalActions"}},{"kind":"Field","name":{"kind":"Name","value":"canProvideReferences"}},{"kind":"Field","name":{"kind":"Name","value":"managementReputation"}},{"kind":"Field","name":{"kind":"Name","value":"managementCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"tradingYears"}},{"kind":"Field","name":{"kind":"Name","value":"hasAuditedFinancials"}},{"kind":"Field","name":{"kind":"Name","value":"hasSufficientLiquidity"}},{"kind":"Field","name":{"kind":"Name","value":"isProfitable"}},{"kind":"Field","name":{"kind":"Name","value":"hasEquityAbove1M"}},{"kind":"Field","name":{"kind":"Name","value":"hasConsistentRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rationale"}},{"kind":"Field","name":{"kind":"Name","value":"ruleTrace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RiskFlag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screening"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssessmentScreening"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newsArticleUrl"}},{"kind":"Field","name":{"kind":"Name","value":"newsSummary"}},{"kind":"Field","name":{"kind":"Name","value":"processingTimeMs"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AssessmentDetailQuery, AssessmentDetailQueryVariables>;
export const AuditLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assessmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assessmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assessmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<AuditLogsQuery, AuditLogsQueryVariables>;
export const CreateAssessmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAssessment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssessmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssessmentDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RiskFlag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleTraceEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ruleType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreeningHitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScreeningHit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"matchedName"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentScreening"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentScreening"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"screenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreeningHitFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"countryOfRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"countryOfBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"businessRationale"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeContacts"}},{"kind":"Field","name":{"kind":"Name","value":"keyPeople"}},{"kind":"Field","name":{"kind":"Name","value":"hasLegalActions"}},{"kind":"Field","name":{"kind":"Name","value":"canProvideReferences"}},{"kind":"Field","name":{"kind":"Name","value":"managementReputation"}},{"kind":"Field","name":{"kind":"Name","value":"managementCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"tradingYears"}},{"kind":"Field","name":{"kind":"Name","value":"hasAuditedFinancials"}},{"kind":"Field","name":{"kind":"Name","value":"hasSufficientLiquidity"}},{"kind":"Field","name":{"kind":"Name","value":"isProfitable"}},{"kind":"Field","name":{"kind":"Name","value":"hasEquityAbove1M"}},{"kind":"Field","name":{"kind":"Name","value":"hasConsistentRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rationale"}},{"kind":"Field","name":{"kind":"Name","value":"ruleTrace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RiskFlag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screening"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssessmentScreening"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newsArticleUrl"}},{"kind":"Field","name":{"kind":"Name","value":"newsSummary"}},{"kind":"Field","name":{"kind":"Name","value":"processingTimeMs"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<CreateAssessmentMutation, CreateAssessmentMutationVariables>;
export const ReviewScreeningHitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewScreeningHit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assessmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hitId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HitReviewDecision"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewScreeningHit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assessmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assessmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"hitId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hitId"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssessmentDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RiskFlag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleTraceEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ruleType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreeningHitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScreeningHit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"matchedName"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentScreening"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentScreening"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"screenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreeningHitFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"countryOfRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"countryOfBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"businessRationale"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeContacts"}},{"kind":"Field","name":{"kind":"Name","value":"keyPeople"}},{"kind":"Field","name":{"kind":"Name","value":"hasLegalActions"}},{"kind":"Field","name":{"kind":"Name","value":"canProvideReferences"}},{"kind":"Field","name":{"kind":"Name","value":"managementReputation"}},{"kind":"Field","name":{"kind":"Name","value":"managementCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"tradingYears"}},{"kind":"Field","name":{"kind":"Name","value":"hasAuditedFinancials"}},{"kind":"Field","name":{"kind":"Name","value":"hasSufficientLiquidity"}},{"kind":"Field","name":{"kind":"Name","value":"isProfitable"}},{"kind":"Field","name":{"kind":"Name","value":"hasEquityAbove1M"}},{"kind":"Field","name":{"kind":"Name","value":"hasConsistentRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rationale"}},{"kind":"Field","name":{"kind":"Name","value":"ruleTrace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RiskFlag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screening"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssessmentScreening"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newsArticleUrl"}},{"kind":"Field","name":{"kind":"Name","value":"newsSummary"}},{"kind":"Field","name":{"kind":"Name","value":"processingTimeMs"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ReviewScreeningHitMutation, ReviewScreeningHitMutationVariables>;
export const SummarizeNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SummarizeNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assessmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summarizeNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}},{"kind":"Argument","name":{"kind":"Name","value":"assessmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assessmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"method"}}]}}]}}]} as unknown as DocumentNode<SummarizeNewsMutation, SummarizeNewsMutationVariables>;
export const LatestNewsScanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LatestNewsScan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"latestNewsScan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsScanFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsScanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsScan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"negativeCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"negative"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"}}]}}]}}]} as unknown as DocumentNode<LatestNewsScanQuery, LatestNewsScanQueryVariables>;
export const ScanNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScanNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assessmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scanNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assessmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assessmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsScanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsScanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsScan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"negativeCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"negative"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"}}]}}]}}]} as unknown as DocumentNode<ScanNewsMutation, ScanNewsMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const BatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Batches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BatchSummary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BatchSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BatchUpload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"successfulRows"}},{"kind":"Field","name":{"kind":"Name","value":"failedRows"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<BatchesQuery, BatchesQueryVariables>;
export const BatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Batch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BatchSummary"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BatchSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BatchUpload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"successfulRows"}},{"kind":"Field","name":{"kind":"Name","value":"failedRows"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<BatchQuery, BatchQueryVariables>;
export const UploadBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadBatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}}]}}]}}]} as unknown as DocumentNode<UploadBatchMutation, UploadBatchMutationVariables>;
export const RulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Rule"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Rule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ruleType"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RulesQuery, RulesQueryVariables>;
export const CreateRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Rule"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Rule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ruleType"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CreateRuleMutation, CreateRuleMutationVariables>;
export const UpdateRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Rule"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Rule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ruleType"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<UpdateRuleMutation, UpdateRuleMutationVariables>;
export const DeleteRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRuleMutation, DeleteRuleMutationVariables>;
export const RuleSetVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RuleSetVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleSetVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<RuleSetVersionsQuery, RuleSetVersionsQueryVariables>;
export const RuleSetDiffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RuleSetDiff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleSetDiff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"removed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RuleSetDiffQuery, RuleSetDiffQueryVariables>;
export const ReplayRuleChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReplayRuleChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"change"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProposedRuleChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayRuleChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"change"},"value":{"kind":"Variable","name":{"kind":"Name","value":"change"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluated"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"matrix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sample"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"newRationale"}}]}}]}}]}}]} as unknown as DocumentNode<ReplayRuleChangeQuery, ReplayRuleChangeQueryVariables>;
export const WatchlistsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Watchlists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watchlists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WatchlistFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WatchlistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Watchlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"entityCount"}},{"kind":"Field","name":{"kind":"Name","value":"importedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"importProgress"}},{"kind":"Field","name":{"kind":"Name","value":"importTotal"}}]}}]} as unknown as DocumentNode<WatchlistsQuery, WatchlistsQueryVariables>;
export const ImportWatchlistFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportWatchlistFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WatchlistFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"altFile"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importWatchlistFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"altFile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"altFile"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watchlistId"}},{"kind":"Field","name":{"kind":"Name","value":"totalEntities"}}]}}]}}]} as unknown as DocumentNode<ImportWatchlistFileMutation, ImportWatchlistFileMutationVariables>;
export const DeleteWatchlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWatchlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWatchlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWatchlistMutation, DeleteWatchlistMutationVariables>;
export const ScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Screen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schema"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"screen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}},{"kind":"Argument","name":{"kind":"Name","value":"schema"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schema"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"matchedName"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}}]}}]}}]} as unknown as DocumentNode<ScreenQuery, ScreenQueryVariables>;