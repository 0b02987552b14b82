import type {
  CountTelemetryReportDto,
  ResolvedSession,
  SessionGrant,
  SessionReferenceDto,
  SignInDto,
  SignUpDto,
} from '../auth/auth.dto';
import type { UserDto } from '../auth/user';
import type {
  CompleteUploadRequest,
  MediaDto,
  MediaFileGrant,
  MediaFileParam,
  MediaIdParam,
  UploadGrant,
  CreateUploadRequest,
} from '../media/media.dto';
import type { PushSubscriptionChangeDto, SubscribePushDto, UnsubscribePushDto } from '../messaging/push.dto';
import type { ServiceName } from '../services';
import type {
  CreateTrickDto,
  LeaderboardEntryDto,
  LeaderboardQuery,
  OwnedProgressDto,
  ProgressDto,
  ProgressIdParam,
  RemovedProgressDto,
  ScoreDto,
  SetLearnedRequest,
  TrendingTrickDto,
  TrickDto,
  TrickIdParam,
  UnverifiedTrickDto,
  UpdateTrickRequest,
  UserIdParam,
  UserProgressDto,
  UserProgressQuery,
} from '../tricks/tricks.dto';
import type {
  AudienceDto,
  AudienceRequest,
  CreatePostDto,
  CreateTrickVideoDto,
  DeletedPostDto,
  FeedRequest,
  PostDto,
  PostIdParam,
  PostIdRef,
  PostPageDto,
  ReactDto,
  ReactionDto,
  ReactionSummaryDto,
  UpdatePostReviewRequest,
  WatchableDto,
  WatchableRequest,
} from '../posts/posts.dto';
import type { PostPreviewAnswer } from '../posts/post-preview';
import type {
  CastVoteRequest,
  ContestedQueryDto,
  ContestedVerificationDto,
  DecideVerificationRequest,
  MyVoteDto,
  StandingDto,
  RemovedVerificationDto,
  VerificationDto,
  VerificationIdParam,
  VoteResultDto,
} from '../verification/verification.dto';
import type {
  ConversationListDto,
  ConversationListQuery,
  ConversationRequest,
  CounterpartParam,
  MarkedReadDto,
  MayMessageDto,
  MayMessageRequest,
  MessageBoxQuery,
  MessageDto,
  MessageIdParam,
  MessagePageDto,
  ConversationPageDto,
  NotificationDto,
  NotificationIdParam,
  NotificationListQuery,
  NotificationPageDto,
  SendMessageDto,
} from '../messaging/messaging.dto';
import type {
  BlockDto,
  BlockedDto,
  FollowDto,
  FollowListRequest,
  FollowRequestApprovedDto,
  FollowRequestDeclinedDto,
  FollowRequestDto,
  FollowRequestRef,
  FollowStateDto,
  InboxSummaryDto,
  ProfileDto,
  UpdatePreferencesDto,
  UpdateProfileRequest,
  UserIdRef,
  UserListQuery,
  UsernameAvailabilityDto,
  UsernameParam,
  UserPageDto,
  UserSearchQuery,
  UnblockedDto,
  UserSummaryDto,
} from '../social/profiles.dto';
import type { PreferencesDto } from '../social/rules';
import type {
  AnswerSponsorshipRequest,
  RemovedSponsorshipDto,
  RequestSponsorshipDto,
  SponsorshipDto,
  SponsorshipListQuery,
  SponsorshipPairParam,
} from '../sponsorships/sponsorships.dto';
import type { AuditLogQuery, AuditPageDto } from '../admin/audit-log.dto';
import type {
  AdminUserDto,
  AdminUserQuery,
  AssumePuppetRequest,
  CalendarEventDto,
  CalendarEventIdParam,
  CalendarQuery,
  CreateCalendarEventDto,
  DeletedCalendarEventDto,
  InitializedPuppetsDto,
  InitializePuppetsDto,
  PuppetDto,
  SetUserFlagsRequest,
  UpdateCalendarEventRequest,
} from '../admin/admin.dto';
import type { SiteSettingsDto, UpdateSiteSettingsDto } from '../admin/site-settings.dto';
import type { EventDetailDto, EventIcsDto, SetRsvpRequest } from '../admin/event-rsvp.dto';
import type { HealthReport } from './health';
import type {
  AttemptRequest,
  CallClipRequest,
  CreateGameDto,
  GameIdParam,
  GameListQuery,
  GamePageDto,
  GameRecordDto,
  GameRecordParam,
  GamesLeaderboardPageDto,
  GamesLeaderboardQuery,
  GameView,
  SetTrickRequest,
} from '../games/games.dto';
import type {
  AdminReportQuery,
  FileReportRequest,
  ReportCaseDto,
  ReportCaseIdParam,
  ReportCasePageDto,
  ReportFiledDto,
  ResolveReportRequest,
  SuspendUserRequest,
} from '../admin/moderation.dto';
import type { TrickImportDto, TrickImportReportDto } from '../admin/trick-import.dto';
import type {
  AdminEditMessageRequest,
  AdminMessageDto,
  AdminMessagePageDto,
  AdminMessageQuery,
} from '../admin/admin-messages.dto';
import type { ServiceDescriptionDto } from '../admin/data-map';
import type {
  ChangePasswordDto,
  DeactivateAccountDto,
  DeactivatedDto,
  PasswordChangedDto,
  ReactivatedDto,
  UserDataExportDto,
} from '../account/account.dto';
import type {
  CreateWebhookEndpointDto,
  DeletedWebhookEndpointDto,
  ReplayDeadWebhookDeliveriesResultDto,
  RotateWebhookSecretRequest,
  UpdateWebhookEndpointRequest,
  WebhookDeliveryDto,
  WebhookDeliveryListRequest,
  WebhookDeliveryPageDto,
  WebhookDeliveryParam,
  WebhookEndpointDto,
  WebhookEndpointIdParam,
  WebhookEndpointWithSecretDto,
} from '../webhooks/webhooks.dto';
import type { RPC } from './subjects';

type Operation<Request, Response> = { request: Request; response: Response };

/**
 * Request and response type of every request/reply subject. The typed client reads this map, so a call
 * with the wrong payload, or a wrong reading of its answer, fails to compile.
 */
interface AuthRpc {
  [RPC.auth.signUp]: Operation<SignUpDto, SessionGrant>;
  [RPC.auth.signIn]: Operation<SignInDto, SessionGrant>;
  [RPC.auth.signOut]: Operation<SessionReferenceDto, { signedOut: true }>;
  [RPC.auth.resolveSession]: Operation<SessionReferenceDto, ResolvedSession | null>;
  [RPC.auth.me]: Operation<NoPayload, UserDto>;
  [RPC.auth.profile]: Operation<UserIdRef, ProfileDto>;
  [RPC.auth.updateProfile]: Operation<UpdateProfileRequest, UserDto>;
  [RPC.auth.checkUsername]: Operation<UsernameParam, UsernameAvailabilityDto>;
  [RPC.auth.searchUsers]: Operation<UserSearchQuery, UserSummaryDto[]>;
  [RPC.auth.listUsers]: Operation<UserListQuery, UserSummaryDto[]>;
  [RPC.auth.suggestedUsers]: Operation<NoPayload, UserSummaryDto[]>;
  [RPC.auth.follow]: Operation<FollowDto, FollowStateDto>;
  [RPC.auth.unfollow]: Operation<UserIdRef, FollowStateDto>;
  [RPC.auth.followState]: Operation<UserIdRef, FollowStateDto>;
  [RPC.auth.followList]: Operation<FollowListRequest, UserPageDto>;
  [RPC.auth.followRequests]: Operation<NoPayload, FollowRequestDto[]>;
  [RPC.auth.approveFollowRequest]: Operation<FollowRequestRef, FollowRequestApprovedDto>;
  [RPC.auth.declineFollowRequest]: Operation<FollowRequestRef, FollowRequestDeclinedDto>;
  [RPC.auth.preferences]: Operation<NoPayload, PreferencesDto>;
  [RPC.auth.updatePreferences]: Operation<UpdatePreferencesDto, PreferencesDto>;
  [RPC.auth.block]: Operation<BlockDto, BlockedDto>;
  [RPC.auth.unblock]: Operation<UserIdRef, UnblockedDto>;
  [RPC.auth.blockedUsers]: Operation<NoPayload, UserSummaryDto[]>;
  [RPC.auth.adminUsers]: Operation<AdminUserQuery, AdminUserDto[]>;
  [RPC.auth.setUserFlags]: Operation<SetUserFlagsRequest, AdminUserDto>;
  [RPC.auth.puppets]: Operation<NoPayload, PuppetDto[]>;
  [RPC.auth.initializePuppets]: Operation<InitializePuppetsDto, InitializedPuppetsDto>;
  [RPC.auth.assumePuppet]: Operation<AssumePuppetRequest, UserDto>;
  [RPC.auth.returnFromPuppet]: Operation<NoPayload, UserDto>;
  [RPC.auth.changePassword]: Operation<ChangePasswordDto, PasswordChangedDto>;
  [RPC.auth.deactivate]: Operation<DeactivateAccountDto, DeactivatedDto>;
  [RPC.auth.reactivateUser]: Operation<UserIdRef, ReactivatedDto>;
  [RPC.auth.suspendUser]: Operation<SuspendUserRequest, AdminUserDto>;
  [RPC.auth.liftSuspension]: Operation<UserIdRef, AdminUserDto>;
  [RPC.auth.countTelemetryReport]: Operation<CountTelemetryReportDto, { counted: true }>;
}

/** The whole catalogue with a version that changes whenever an entry does (the HTTP ETag). */
export interface CatalogueDto {
  version: string;
  tricks: TrickDto[];
}

/** The catalogue's current version alone: lets the gateway answer 304 or reuse its copy without the body. */
export interface CatalogueVersionDto {
  version: string;
}

/** A request that carries nothing: the handler reads only its caller and context. */
export type NoPayload = Record<string, never>;

interface TricksRpc {
  [RPC.tricks.catalogue]: Operation<NoPayload, CatalogueDto>;
  [RPC.tricks.catalogueVersion]: Operation<NoPayload, CatalogueVersionDto>;
  [RPC.tricks.get]: Operation<TrickIdParam, TrickDto>;
  [RPC.tricks.trending]: Operation<NoPayload, TrendingTrickDto[]>;
  [RPC.tricks.create]: Operation<CreateTrickDto, TrickDto>;
  [RPC.tricks.update]: Operation<UpdateTrickRequest, TrickDto>;
  [RPC.tricks.progress]: Operation<UserIdParam, ProgressDto[]>;
  [RPC.tricks.setLearned]: Operation<SetLearnedRequest, ProgressDto>;
  [RPC.tricks.clearProgress]: Operation<UserIdParam, RemovedProgressDto>;
  [RPC.tricks.listUserProgress]: Operation<UserProgressQuery, OwnedProgressDto[]>;
  [RPC.tricks.setUserProgress]: Operation<UserProgressDto, OwnedProgressDto>;
  [RPC.tricks.score]: Operation<UserIdParam, ScoreDto>;
  [RPC.tricks.suggestions]: Operation<UserIdParam, TrickDto[]>;
  [RPC.tricks.leaderboard]: Operation<LeaderboardQuery, LeaderboardEntryDto[]>;
  [RPC.tricks.unverified]: Operation<UserProgressQuery, UnverifiedTrickDto[]>;
  [RPC.tricks.verifyProgress]: Operation<ProgressIdParam, ProgressDto & { userId: string }>;
  [RPC.tricks.import]: Operation<TrickImportDto, TrickImportReportDto>;
}

interface PostsRpc {
  [RPC.posts.create]: Operation<CreatePostDto, PostDto>;
  [RPC.posts.createTrickVideo]: Operation<CreateTrickVideoDto, PostDto>;
  [RPC.posts.get]: Operation<PostIdParam, PostDto>;
  [RPC.posts.remove]: Operation<PostIdParam, DeletedPostDto>;
  [RPC.posts.review]: Operation<UpdatePostReviewRequest, PostDto>;
  [RPC.posts.feed]: Operation<FeedRequest, PostPageDto>;
  [RPC.posts.reactions]: Operation<PostIdRef, ReactionDto[]>;
  [RPC.posts.react]: Operation<ReactDto, ReactionSummaryDto>;
  [RPC.posts.unreact]: Operation<PostIdRef, ReactionSummaryDto>;
  [RPC.posts.audience]: Operation<AudienceRequest, AudienceDto>;
  [RPC.posts.watchable]: Operation<WatchableRequest, WatchableDto>;
  [RPC.posts.mediaFile]: Operation<MediaFileParam, MediaFileGrant>;
  [RPC.posts.preview]: Operation<PostIdParam, PostPreviewAnswer>;
}

interface VerificationRpc {
  [RPC.verification.forPost]: Operation<PostIdRef, VerificationDto[]>;
  [RPC.verification.get]: Operation<VerificationIdParam, VerificationDto>;
  [RPC.verification.myVote]: Operation<VerificationIdParam, MyVoteDto>;
  [RPC.verification.vote]: Operation<CastVoteRequest, VoteResultDto>;
  [RPC.verification.remove]: Operation<VerificationIdParam, RemovedVerificationDto>;
  [RPC.verification.standing]: Operation<NoPayload, StandingDto>;
  [RPC.verification.contested]: Operation<ContestedQueryDto, ContestedVerificationDto[]>;
  [RPC.verification.decide]: Operation<DecideVerificationRequest, VerificationDto>;
}

interface MessagingRpc {
  [RPC.messaging.send]: Operation<SendMessageDto, MessageDto>;
  [RPC.messaging.conversation]: Operation<ConversationRequest, ConversationPageDto>;
  [RPC.messaging.box]: Operation<MessageBoxQuery, MessagePageDto>;
  [RPC.messaging.markRead]: Operation<MessageIdParam, MessageDto>;
  [RPC.messaging.notifications]: Operation<NotificationListQuery, NotificationPageDto>;
  [RPC.messaging.markNotificationRead]: Operation<NotificationIdParam, NotificationDto>;
  [RPC.messaging.markAllNotificationsRead]: Operation<NoPayload, MarkedReadDto>;
  [RPC.messaging.summary]: Operation<NoPayload, InboxSummaryDto>;
  [RPC.messaging.adminList]: Operation<AdminMessageQuery, AdminMessagePageDto>;
  [RPC.messaging.adminEdit]: Operation<AdminEditMessageRequest, AdminMessageDto>;
  [RPC.messaging.message]: Operation<MessageIdParam, MessageDto>;
  [RPC.messaging.subscribePush]: Operation<SubscribePushDto, PushSubscriptionChangeDto>;
  [RPC.messaging.unsubscribePush]: Operation<UnsubscribePushDto, PushSubscriptionChangeDto>;
  [RPC.messaging.conversations]: Operation<ConversationListQuery, ConversationListDto>;
  [RPC.messaging.markConversationRead]: Operation<CounterpartParam, MarkedReadDto>;
  [RPC.messaging.mayMessage]: Operation<MayMessageRequest, MayMessageDto>;
}

interface SponsorshipsRpc {
  [RPC.sponsorships.request]: Operation<RequestSponsorshipDto, SponsorshipDto>;
  [RPC.sponsorships.answer]: Operation<AnswerSponsorshipRequest, SponsorshipDto>;
  [RPC.sponsorships.remove]: Operation<SponsorshipPairParam, RemovedSponsorshipDto>;
  [RPC.sponsorships.mine]: Operation<NoPayload, SponsorshipDto[]>;
  [RPC.sponsorships.list]: Operation<SponsorshipListQuery, SponsorshipDto[]>;
}

interface AdminRpc {
  [RPC.admin.auditLog]: Operation<AuditLogQuery, AuditPageDto>;
  [RPC.admin.events]: Operation<CalendarQuery, CalendarEventDto[]>;
  [RPC.admin.createEvent]: Operation<CreateCalendarEventDto, CalendarEventDto>;
  [RPC.admin.updateEvent]: Operation<UpdateCalendarEventRequest, CalendarEventDto>;
  [RPC.admin.deleteEvent]: Operation<CalendarEventIdParam, DeletedCalendarEventDto>;
  [RPC.admin.event]: Operation<CalendarEventIdParam, EventDetailDto>;
  [RPC.admin.setRsvp]: Operation<SetRsvpRequest, EventDetailDto>;
  [RPC.admin.clearRsvp]: Operation<CalendarEventIdParam, EventDetailDto>;
  [RPC.admin.eventIcs]: Operation<CalendarEventIdParam, EventIcsDto>;
  [RPC.admin.fileReport]: Operation<FileReportRequest, ReportFiledDto>;
  [RPC.admin.reports]: Operation<AdminReportQuery, ReportCasePageDto>;
  [RPC.admin.reportCase]: Operation<ReportCaseIdParam, ReportCaseDto>;
  [RPC.admin.resolveReport]: Operation<ResolveReportRequest, ReportCaseDto>;
  [RPC.admin.reopenReport]: Operation<ReportCaseIdParam, ReportCaseDto>;
  [RPC.admin.siteSettings]: Operation<NoPayload, SiteSettingsDto>;
  [RPC.admin.siteSettingsForAdmins]: Operation<NoPayload, SiteSettingsDto>;
  [RPC.admin.updateSiteSettings]: Operation<UpdateSiteSettingsDto, SiteSettingsDto>;
}

interface GamesRpc {
  [RPC.games.create]: Operation<CreateGameDto, GameView>;
  [RPC.games.list]: Operation<GameListQuery, GamePageDto>;
  [RPC.games.get]: Operation<GameIdParam, GameView>;
  [RPC.games.accept]: Operation<GameIdParam, GameView>;
  [RPC.games.decline]: Operation<GameIdParam, GameView>;
  [RPC.games.set]: Operation<SetTrickRequest, GameView>;
  [RPC.games.attempt]: Operation<AttemptRequest, GameView>;
  [RPC.games.bail]: Operation<GameIdParam, GameView>;
  [RPC.games.call]: Operation<CallClipRequest, GameView>;
  [RPC.games.forfeit]: Operation<GameIdParam, GameView>;
  [RPC.games.leaderboard]: Operation<GamesLeaderboardQuery, GamesLeaderboardPageDto>;
  [RPC.games.record]: Operation<GameRecordParam, GameRecordDto>;
}

interface MediaRpc {
  [RPC.media.createUpload]: Operation<CreateUploadRequest, UploadGrant>;
  [RPC.media.completeUpload]: Operation<CompleteUploadRequest, MediaDto>;
  [RPC.media.get]: Operation<MediaIdParam, MediaDto>;
  [RPC.media.remove]: Operation<MediaIdParam, { deleted: true; id: string }>;
}

interface WebhooksRpc {
  [RPC.webhooks.endpoints]: Operation<NoPayload, WebhookEndpointDto[]>;
  [RPC.webhooks.createEndpoint]: Operation<CreateWebhookEndpointDto, WebhookEndpointWithSecretDto>;
  [RPC.webhooks.updateEndpoint]: Operation<UpdateWebhookEndpointRequest, WebhookEndpointDto>;
  [RPC.webhooks.deleteEndpoint]: Operation<WebhookEndpointIdParam, DeletedWebhookEndpointDto>;
  [RPC.webhooks.rotateSecret]: Operation<RotateWebhookSecretRequest, WebhookEndpointWithSecretDto>;
  [RPC.webhooks.sendTest]: Operation<WebhookEndpointIdParam, WebhookDeliveryDto>;
  [RPC.webhooks.deliveries]: Operation<WebhookDeliveryListRequest, WebhookDeliveryPageDto>;
  [RPC.webhooks.replayDelivery]: Operation<WebhookDeliveryParam, WebhookDeliveryDto>;
  [RPC.webhooks.replayDead]: Operation<WebhookEndpointIdParam, ReplayDeadWebhookDeliveriesResultDto>;
}

type HealthRpc = { [S in ServiceName as `rpc.${S}.health`]: Operation<Record<string, never>, HealthReport> };

/** The data map: each service describes itself. */
type DescribeRpc = { [S in ServiceName as `rpc.${S}.describe`]: Operation<NoPayload, ServiceDescriptionDto> };

/** Download Your Data: each service's part for the caller (never anyone else). */
type ExportRpc = {
  [S in ServiceName as `rpc.${S}.export-user-data`]: Operation<NoPayload, UserDataExportDto>;
};

export type RpcMap = AuthRpc &
  TricksRpc &
  PostsRpc &
  VerificationRpc &
  MessagingRpc &
  SponsorshipsRpc &
  AdminRpc &
  GamesRpc &
  MediaRpc &
  WebhooksRpc &
  HealthRpc &
  DescribeRpc &
  ExportRpc;

export type RpcSubject = keyof RpcMap;
export type RpcRequest<S extends RpcSubject> = RpcMap[S]['request'];
export type RpcResponse<S extends RpcSubject> = RpcMap[S]['response'];
