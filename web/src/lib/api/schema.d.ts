// Written by `npm run sync:openapi` from gateway/openapi.json; do not edit.
export interface paths {
  '/api/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user */
    get: operations['AuthController_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account and sign in */
    post: operations['AuthController_signUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/signin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in
     * @description With `rememberMe` the cookie lasts 30 days; otherwise it ends with the browser session.
     */
    post: operations['AuthController_signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/signout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out
     * @description Ends the session everywhere. Fine when already signed out.
     */
    post: operations['AuthController_signOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the password
     * @description Needs the current password. Every other session of the account ends; the caller's stays.
     */
    post: operations['AccountController_changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deactivate the account
     * @description Confirmed with the password. Every session ends and the cookie is cleared; the account disappears from the leaderboard, feeds, search and suggestions. Its data is kept: an admin can reactivate it.
     */
    post: operations['AccountController_deactivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/export/{part}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One part of the caller's data archive (Download Your Data)
     * @description Always the signed-in user’s own data: no route exports anyone else’s.
     */
    get: operations['AccountController_exportPart'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/reactivate': {
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
     * Reactivate a deactivated account (admin)
     * @description The owner can sign in again and shows up everywhere as before.
     */
    patch: operations['AccountController_reactivate'];
    trace?: never;
  };
  '/api/tricks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The whole trick catalogue
     * @description Cacheable for 5 minutes; revalidate with `If-None-Match` to get 304 while unchanged.
     */
    get: operations['TricksController_list'];
    put?: never;
    /**
     * Add a trick (admin)
     * @description Its id is `custom-<n>`.
     */
    post: operations['TricksController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tricks/summaries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The trick catalogue without its guides
     * @description Every trick as the lists show it: no description, steps, tips or video. Same order, versions and caching as the whole catalogue: cacheable for 5 minutes; revalidate with `If-None-Match`.
     */
    get: operations['TricksController_summaries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tricks/trending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The 5 tricks tagged by the most posts in the last 30 days */
    get: operations['TricksController_trending'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tricks/suggestions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in skater's next 4 tricks
     * @description Not learned, every prerequisite learned; easiest first, then by name. None for brands.
     */
    get: operations['TricksController_suggestions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tricks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One trick */
    get: operations['TricksController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Edit a trick (admin)
     * @description Fields sent replace the stored ones. Edited tricks keep their edits through catalogue updates.
     */
    patch: operations['TricksController_update'];
    trace?: never;
  };
  '/api/progress/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A user's progress: one record per trick touched */
    get: operations['ProgressController_list'];
    put?: never;
    post?: never;
    /** Remove all of a user's progress (admin) */
    delete: operations['ProgressController_clear'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/progress/{userId}/{trickId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Check or uncheck a trick (owner only)
     * @description A verified trick is locked: unchecking it answers 409. Brand accounts have no progress.
     */
    put: operations['ProgressController_setLearned'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user-progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Progress records with their owner: the caller's, or the named user's */
    get: operations['ProgressController_listUserProgress'];
    put?: never;
    /**
     * Set a progress record
     * @description Admins may set any record, `verified` included; others only `learned`, on their own.
     */
    post: operations['ProgressController_setUserProgress'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scores/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user's scores and level
     * @description Recomputed from progress on every change.
     */
    get: operations['ProgressController_score'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/leaderboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The top 100 by public score, as the caller may see it
     * @description Ranked from 1 among the rows the caller sees, without gaps. Brand, deactivated and suspended accounts are not ranked; a skater with "Appear on the leaderboard" off is listed to themselves and admins only, one with Show Progress off to approved followers too, and blocks hide either skater from the other.
     */
    get: operations['LeaderboardController_top'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/unverified-tricks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The first 20 learned but unverified tricks, oldest first (admin) */
    get: operations['UnverifiedTricksController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/unverified-tricks/{id}/verify': {
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
     * Verify a learned trick (admin)
     * @description `id` is the progress record’s.
     */
    patch: operations['UnverifiedTricksController_verify'];
    trace?: never;
  };
  '/api/posts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every top-level post, newest first */
    get: operations['PostsController_latest'];
    put?: never;
    /**
     * Post text, an image or a video, or reply to a post
     * @description A reply sends `postType: 'reply'` and `parentPostId`; it is text only.
     */
    post: operations['PostsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/posts/popular': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Top-level posts by a time-decayed, weighted reaction score
     * @description Likes minus dislikes (admins and trusted skaters count 5) plus replies; newest first on ties.
     */
    get: operations['PostsController_popular'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/posts/following': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Top-level posts of the people the caller follows, newest first */
    get: operations['PostsController_following'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/posts/type/{type}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Trick videos, newest first (the Verifications tab) */
    get: operations['PostsController_byType'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/posts/user/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A user's top-level posts, newest first */
    get: operations['PostsController_byUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/posts/trick/{trickId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Posts tagging one trick, newest first */
    get: operations['PostsController_byTrick'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/posts/trick-video': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Post a trick video for the community to verify
     * @description Opens one verification per tagged trick. Brand accounts cannot post trick videos.
     */
    post: operations['PostsController_createTrickVideo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/posts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One post, hydrated */
    get: operations['PostsController_get'];
    put?: never;
    post?: never;
    /**
     * Delete a post (its author or an admin)
     * @description Its replies, reactions and verifications go with it.
     */
    delete: operations['PostsController_remove'];
    options?: never;
    head?: never;
    /**
     * Approve or reject a trick video (admin)
     * @description Approval verifies every trick it shows for its poster; rejection un-verifies them.
     */
    patch: operations['PostsController_review'];
    trace?: never;
  };
  '/api/posts/{id}/replies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A post's replies, oldest first */
    get: operations['PostsController_replies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reactions/{postId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A post's reactions, with who reacted */
    get: operations['ReactionsController_list'];
    put?: never;
    post?: never;
    /**
     * Remove the caller's reaction to a post
     * @description Answers the new counts.
     */
    delete: operations['ReactionsController_unreact'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Like or dislike a post
     * @description The same reaction again removes it; the other one replaces it. Answers the new counts.
     */
    post: operations['ReactionsController_react'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/verifications/post/{postId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A trick video's verifications, in tagging order
     * @description Empty for other posts, and for a trick video the caller may not see.
     */
    get: operations['VerificationsController_forPost'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/verifications/standing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What the caller's verification vote weighs, and why
     * @description Worked out afresh from facts: account age, verified tricks of their own, how their votes agreed with outcomes, recent warnings and suspensions; with the thresholds, to say how to earn more.
     */
    get: operations['VerificationsController_standing'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/verifications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One verification with its tally */
    get: operations['VerificationsController_get'];
    put?: never;
    post?: never;
    /**
     * Remove a verification (admin)
     * @description Un-verifies the trick for the poster; their public score drops by the trick's points.
     */
    delete: operations['VerificationsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/verifications/{id}/vote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's vote: true = make, false = fake, null = none */
    get: operations['VerificationsController_myVote'];
    put?: never;
    /**
     * Vote make or fake (anyone who may see the trick video, but the poster)
     * @description One vote per user; voting again changes it; it weighs what the voter's standing is when cast. The trick is verified automatically once the community rule is met (`autoVerified` is true for the vote that did it); a contested verification waits for the admins.
     */
    post: operations['VerificationsController_vote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/verifications/contested': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The review queue: contested verifications with their votes (admins) */
    get: operations['VerificationReviewController_contested'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/verifications/{id}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Verify or reject a contested verification, for good (admins)
     * @description Final: later votes no longer change it, and the audit log records it. Rejecting takes the trick off the poster's verified progress.
     */
    post: operations['VerificationReviewController_decide'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The directory: active users by username, a page at a time */
    get: operations['UsersController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Find skaters by username or display name
     * @description Exact username first, then username and display-name prefixes, then close misspellings. Users with a block between them and the caller are left out.
     */
    get: operations['UsersController_search'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/suggested': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Three skaters to follow
     * @description Active skaters (not brands) the caller doesn't follow and has no block with: most mutual follows, then closest level.
     */
    get: operations['UsersController_suggested'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's unread messages and notifications and pending sponsorship requests
     * @description Drives the header's dot and the inbox badges.
     */
    get: operations['UsersController_summary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's settings: notifications, privacy, accessibility and theme */
    get: operations['UsersController_preferences'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the caller's settings
     * @description Any subset; what is left out stays as it is. Privacy and notification switches are enforced.
     */
    patch: operations['UsersController_updatePreferences'];
    trace?: never;
  };
  '/api/users/check-username/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether a username could be chosen
     * @description Compared lower-cased; the caller's own username counts as available.
     */
    get: operations['UsersController_checkUsername'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/followers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The people who follow a user, newest first (unless they hide it) */
    get: operations['UsersController_followers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/following': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The people a user follows, newest first (unless they hide it) */
    get: operations['UsersController_following'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user's profile, as the caller may see it
     * @description What the owner's privacy settings hide from the caller is null or false.
     */
    get: operations['UsersController_profile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Edit a profile (its owner only; admins too edit only their own)
     * @description Any subset of the fields. Choosing pro, amateur or flow clears the other two; a brand account has none.
     */
    patch: operations['UsersController_update'];
    trace?: never;
  };
  '/api/follows/check/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the caller follows a user, or awaits the answer to a follow request */
    get: operations['FollowsController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/follows': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Follow a user
     * @description A private profile (Public Profile off) takes a request instead: the answer's `status` is `requested` until the owner approves it. Asking again while a request is pending changes nothing.
     */
    post: operations['FollowsController_follow'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/follows/{id}': {
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
     * Unfollow a user, or cancel a pending follow request
     * @description Unfollowing someone neither followed nor asked changes nothing.
     */
    delete: operations['FollowsController_unfollow'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/follow-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Pending requests to follow the caller, newest first (at most 200) */
    get: operations['FollowRequestsController_incoming'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/follow-requests/{requesterId}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a request: the requester now follows the caller */
    post: operations['FollowRequestsController_approve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/follow-requests/{requesterId}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline a request; the requester is not told */
    post: operations['FollowRequestsController_decline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blocks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The users the caller blocked */
    get: operations['BlocksController_list'];
    put?: never;
    /**
     * Block a user
     * @description Ends every follow between the two.
     */
    post: operations['BlocksController_block'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blocks/{userId}': {
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
     * Lift a block
     * @description Follows the block ended stay ended.
     */
    delete: operations['BlocksController_unblock'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's received or sent messages, newest first
     * @description The caller's own history, without a counterpart the access policy now hides from the caller: one who is deactivated or suspended, or with a block between the two either way. A conversation opened from it says whether the caller may still write there (`canMessage`).
     */
    get: operations['MessagesController_box'];
    put?: never;
    /**
     * Send a direct message
     * @description Asks the access policy: refused when the caller blocked the recipient or the recipient turned direct messages off (403); a skater who blocked the caller, or who is deactivated or suspended, is no such skater (404).
     */
    post: operations['MessagesController_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages/conversations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's conversations, newest first
     * @description One row per skater the caller exchanged messages with: the newest message either way and how many of theirs the caller has not read. Only the caller's own, admins included. A counterpart the access policy hides from the caller (deactivated, suspended, or a block between the two either way) is left out, as their conversation answers 404.
     */
    get: operations['MessagesController_conversations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages/conversations/{userId}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Read every message a counterpart sent the caller
     * @description Opening a conversation reads all of it. The caller's other tabs hear of it over socket.io, and so does the counterpart ("Seen") unless either of the two turned Read receipts off. Nothing unread answers `updated: 0`. A skater the access policy hides from the caller answers 404.
     */
    post: operations['MessagesController_markConversationRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages/{otherUserId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's conversation with another user
     * @description Oldest first within a page; `nextCursor` walks back in time. A skater the access policy hides from the caller (deactivated, suspended, or a block between the two either way) has no conversation to show (404). Otherwise `canMessage` says whether the caller may write, and `cannotMessageReason` why not, as the policy answers a message to this skater.
     */
    get: operations['MessagesController_conversation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages/{id}/read': {
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
     * Mark a received message read (its recipient only)
     * @description Reading twice changes nothing. The sender hears a read receipt over socket.io.
     */
    patch: operations['MessagesController_markRead'];
    trace?: never;
  };
  '/api/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's notifications, newest first
     * @description Leaves out what a skater the access policy now hides from the caller did: one who is deactivated or suspended, or with a block between the two either way.
     */
    get: operations['NotificationsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/read-all': {
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
    /** Mark all of the caller's notifications read */
    patch: operations['NotificationsController_markAllRead'];
    trace?: never;
  };
  '/api/notifications/{id}/read': {
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
    /** Mark one of the caller’s notifications read */
    patch: operations['NotificationsController_markRead'];
    trace?: never;
  };
  '/api/push/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Subscribe this device to push notifications
     * @description The body is the browser's `PushSubscription.toJSON()`, made with the VAPID key of `GET /api/config/public`. An endpoint belongs to the last account that subscribed with it.
     */
    post: operations['PushController_subscribe'];
    /**
     * Unsubscribe this device
     * @description Removes the caller's subscription with this endpoint; anyone else's stays. Fine when none.
     */
    delete: operations['PushController_unsubscribe'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sponsorships': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A brand's athletes or an athlete's sponsors, newest first
     * @description Accepted sponsorships are part of each side's profile and answer as the profile does (the access policy): a brand or athlete who is unknown, deactivated, suspended or blocked the caller is no such skater (404), and a row whose other side is so for the caller is left out. Other states only for the brand or athlete concerned and admins. Without `brandId` and `athleteId`, admins only.
     */
    get: operations['SponsorshipsController_list'];
    put?: never;
    /**
     * Request to sponsor an athlete (brands only)
     * @description Accepts `{ userId, status }` or `{ brand_id, user_id, status }`. The brand is always the signed-in account; a pending or accepted sponsorship of the pair already existing is a conflict. Asks the access policy: a block either way, or a deactivated or suspended athlete, refuses the request.
     */
    post: operations['SponsorshipsController_request'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sponsorships/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The sponsorship requests the caller received, newest first (the inbox tab) */
    get: operations['SponsorshipsController_mine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sponsorships/{id}': {
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
     * Accept or reject a pending request (its athlete only)
     * @description Accepted and rejected are final.
     */
    patch: operations['SponsorshipsController_answer'];
    trace?: never;
  };
  '/api/sponsorships/{brandId}/{athleteId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Cancel a pending request or remove a sponsorship (the brand, or an admin) */
    delete: operations['SponsorshipsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's games, newest activity first: active (with invitations) or finished */
    get: operations['GamesController_list'];
    put?: never;
    /**
     * Challenge one to four skaters
     * @description Asks the access policy about each opponent: brands neither challenge nor are challenged, a block either way or Allow Direct Messages off refuses, and a deactivated or suspended skater is no such skater.
     */
    post: operations['GamesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/leaderboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Skaters by games won, as the access policy lists them on leaderboards */
    get: operations['GamesController_leaderboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/record/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A skater's games record, as visible as their progress */
    get: operations['GamesController_record'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A game: players, letters, the turn and the timeline of clips */
    get: operations['GamesController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/{id}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept an invitation */
    post: operations['GamesController_accept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/{id}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline an invitation */
    post: operations['GamesController_decline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/{id}/set': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set the turn's trick with the setter's trick video
     * @description The video is a trick-video post of the caller tagged with the trick, made after the turn began.
     */
    post: operations['GamesController_set'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/{id}/attempt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Post an attempt at the set trick
     * @description A trick-video post of the caller tagged with the set trick.
     */
    post: operations['GamesController_attempt'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/{id}/bail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Concede this turn's attempt: a letter once the set stands */
    post: operations['GamesController_bail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/{id}/calls': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Call a clip of the current turn make or fake
     * @description A fake call sends the clip to the community verification of its trick video.
     */
    post: operations['GamesController_call'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/{id}/forfeit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Give up: out of the game at once */
    post: operations['GamesController_forfeit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/media/{mediaId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One of the caller's uploads: its processing status
     * @description Only the owner sees an upload here; the web app asks while it shows "Processing…".
     */
    get: operations['MediaController_status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/media/{mediaId}/{rendition}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A rendition of a photo or clip (HEAD too)
     * @description Served to whoever the access policy lets see the post that carries it (an upload no post carries: its owner only); anyone else gets 404. Single byte ranges are honoured for seeking (206); `Cache-Control: private, max-age=300` and a strong `ETag`.
     */
    get: operations['MediaController_file'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every account, newest first, or those matching `q` (admins) */
    get: operations['AdminUsersController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/verify': {
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
    /** Verify a user (admins) */
    patch: operations['AdminUsersController_verify'];
    trace?: never;
  };
  '/api/admin/users/{id}/unverify': {
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
    /** Unverify a user (admins) */
    patch: operations['AdminUsersController_unverify'];
    trace?: never;
  };
  '/api/admin/users/{id}/trusted': {
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
    /** Mark a user trusted or not (admins): trusted reactions weigh 5 */
    patch: operations['AdminUsersController_trusted'];
    trace?: never;
  };
  '/api/admin/users/{id}/suspend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Suspend a user for 1–365 days (admins; not yourself or another admin)
     * @description Ends their sessions; they cannot sign in until then, and their content is hidden.
     */
    post: operations['AdminUsersController_suspend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/suspension': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Lift a user's suspension (admins) */
    delete: operations['AdminUsersController_liftSuspension'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/puppets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The puppet accounts with their preset fields (admins) */
    get: operations['PuppetsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/puppets/initialize': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create the ten preset puppets that do not exist yet (admins)
     * @description Idempotent. The body is the list of presets to create (username, email, bio, location, level, experience), as an array or `{ puppets }`; empty means all ten. Only preset usernames are accepted.
     */
    post: operations['PuppetsController_initialize'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/puppets/return': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Leave puppet mode: the session is the admin again
     * @description Allowed to a puppet session; for an admin not in puppet mode it changes nothing.
     */
    post: operations['PuppetsController_returnFromPuppet'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/puppets/{id}/assume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Operate as a puppet account (admins; only accounts flagged puppet)
     * @description Everything the session does from now on is done as the puppet and audited with the admin.
     */
    post: operations['PuppetsController_assume'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Who did what, when, and as whom, newest first (admins)
     * @description Every admin action: what admins do as themselves with admin power (deleting or reviewing posts, editing messages, removing progress, verifications, catalogue edits, user flags, calendar edits), everything done in puppet mode (with the real admin and the puppet), and puppet mode itself. Filters combine; a puppet session is not an admin here.
     */
    get: operations['AuditLogController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Upcoming events, soonest first (the sidebar) */
    get: operations['CalendarController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An event with who is coming and the caller's RSVP */
    get: operations['CalendarController_event'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/rsvp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Answer an event: Going or Maybe (replaces an earlier answer) */
    put: operations['CalendarController_setRsvp'];
    post?: never;
    /** Clear the caller's answer to an event */
    delete: operations['CalendarController_clearRsvp'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The event as an iCalendar file to add to a calendar (a download) */
    get: operations['CalendarController_ics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add an event (admins) */
    post: operations['CalendarController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/events/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove an event (admins) */
    delete: operations['CalendarController_remove'];
    options?: never;
    head?: never;
    /** Edit an event (admins) */
    patch: operations['CalendarController_update'];
    trace?: never;
  };
  '/api/admin/site-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The site settings, with the deployment default (admins) */
    get: operations['SiteSettingsController_read'];
    /** Set or clear the store link (admins) */
    put: operations['SiteSettingsController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tricks/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import tricks from JSON or CSV (admins)
     * @description Every row is checked with the rules of `POST /api/tricks`. `dryRun: true` previews the report; applying writes the accepted rows (only `offset`…`offset + limit - 1` when given, for a progress bar).
     */
    post: operations['TrickImportController_import'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Everyone's messages, or those a user sent or received, newest first (admins) */
    get: operations['AdminMessagesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/messages/{id}': {
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
    /** Edit any message's content (admins) */
    patch: operations['AdminMessagesController_edit'];
    trace?: never;
  };
  '/api/admin/data-map': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every service’s tables, subjects, events and streams, from the running system (admins)
     * @description A service that does not answer in time is listed in `unavailable`.
     */
    get: operations['DataMapController_map'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/event-catalogue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The event catalogue as a page (admins) */
    get: operations['EventCatalogueController_page'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/event-catalogue/asyncapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The event catalogue, an AsyncAPI 3.0 document (admins) */
    get: operations['EventCatalogueController_document'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Registered webhook endpoints, with their health (admins) */
    get: operations['WebhooksController_list'];
    put?: never;
    /** Register an endpoint; its signing secret is answered this once (admins) */
    post: operations['WebhooksController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove an endpoint and its delivery log (admins) */
    delete: operations['WebhooksController_remove'];
    options?: never;
    head?: never;
    /** Change an endpoint: URL, description, event types, enabled (admins) */
    patch: operations['WebhooksController_update'];
    trace?: never;
  };
  '/api/admin/webhooks/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A new signing secret, answered this once (admins)
     * @description The previous secret keeps signing beside the new one for the grace period.
     */
    post: operations['WebhooksController_rotate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the endpoint a signed `webhook.ping` (admins) */
    post: operations['WebhooksController_sendTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An endpoint's delivery log, newest first (admins) */
    get: operations['WebhooksController_deliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/webhooks/{id}/deliveries/replay-dead': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send every dead delivery of the endpoint again (admins) */
    post: operations['WebhooksController_replayDead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/webhooks/{id}/deliveries/{deliveryId}/replay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a failed or dead delivery again, with the same webhook-id (admins) */
    post: operations['WebhooksController_replay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report a post, reply, direct message or profile to the moderators
     * @description Only what the caller can see can be reported (a message only by its participants). One case per content; the same reporter twice counts once.
     */
    post: operations['ReportsController_report'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reported content, newest or most reported first (admins) */
    get: operations['ModerationController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/{id}/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Hide the content, warn or suspend its author, or dismiss the reports (admins)
     * @description Suspending asks the auth service first; an admin author cannot be suspended.
     */
    post: operations['ModerationController_resolve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/{id}/reopen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Undo a resolution: reopen the case, showing hidden content again or lifting the suspension (admins)
     * @description A hidden item is shown again; a suspension given from the queue is lifted by the auth service first; a dismissal is taken back. A warning has reached its skater and cannot be undone (409), nor can a case whose content has been reported again since (409).
     */
    post: operations['ModerationController_reopen'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether every service answers */
    get: operations['HealthController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/telemetry/not-found': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Log a page the web app could not find */
    post: operations['TelemetryController_reportNotFound'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/config/public': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The store links, contact email and push key of this deployment */
    get: operations['PublicConfigController_read'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a resumable upload of a photo or clip (tus creation)
     * @description Checked before a byte is accepted: the session, the declared size and type, and the account's quota and rate (the media service decides). `Upload-Metadata` carries base64 values of `filetype` (the MIME type, required), `filename` and `kind` (`image` or `video`, read from the type when left out). The answer's `Location` is where the bytes go (`PATCH`); its last segment is the media id to attach to a post.
     */
    post: operations['UploadRoutes_createUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads/{mediaId}': {
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
     * Cancel an upload, or delete media no post carries (tus termination)
     * @description Removes the media item and its bytes. Media a post carries goes with the post.
     */
    delete: operations['UploadRoutes_deleteUpload'];
    options?: never;
    /**
     * Where an upload stands: its offset, to resume from
     * @description The owner's alone; anyone else is told it is not there.
     */
    head: operations['UploadRoutes_uploadOffset'];
    /**
     * Send the next bytes of an upload
     * @description Appends the body at `Upload-Offset`, which must be where the stored bytes end. The last byte queues the processing. The owner's alone; anyone else is told it is not there.
     */
    patch: operations['UploadRoutes_appendToUpload'];
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AccessibilityPreferences: {
      reducedMotion: boolean;
      highContrast: boolean;
      largeText: boolean;
    };
    AccessibilityPreferencesDto: {
      reducedMotion?: boolean;
      highContrast?: boolean;
      largeText?: boolean;
    };
    /** @description The admin behind a puppet session, saved so the web app can show who will be restored on Return. */
    ActingAdminDto: {
      /** Format: uuid */
      id: string;
      username: string;
      /** Format: email */
      email: string;
    };
    /** @enum {string} */
    ActionTargetType:
      | 'post'
      | 'reply'
      | 'message'
      | 'progress'
      | 'trick'
      | 'verification'
      | 'user'
      | 'sponsorship'
      | 'calendar-event';
    AdminEditMessageDto: {
      content: string;
    };
    /** @description A message as the admin panel lists it: when an admin last edited it. */
    AdminMessageDto: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      senderId: string;
      /** Format: uuid */
      recipientId: string;
      content: string;
      /** Format: date-time */
      createdAt: string;
      /** @description `null` while unread. */
      readAt: string | null;
      /** @description Staff (an admin) changed the content after it was sent; both participants see the mark. */
      editedByStaff: boolean;
      sender: components['schemas']['MessageUserDto'];
      recipient: components['schemas']['MessageUserDto'];
      /**
       * @description Present while moderators hide it; `content` is then the notice, for both participants.
       * @constant
       */
      hiddenByModerators?: true;
      /** @description When an admin last edited it. */
      editedAt: string | null;
    };
    AdminMessagePageDto: {
      /** @description Newest first. */
      messages: components['schemas']['AdminMessageDto'][];
      /** @description Pass as `cursor` for the next page. */
      nextCursor: string | null;
    };
    /** @description `GET /api/admin/site-settings`: the saved settings plus the deployment's default the page falls back to. */
    AdminSiteSettingsDto: {
      /** @description The merchandise link the Store page offers, or `null` when none has been set. */
      storeUrl: string | null;
      /** @description When an admin last changed the settings, ISO 8601; `null` while they have never been set. */
      updatedAt: string | null;
      /** @description The deployment's `STORE_URL`, used while no link is saved. */
      defaultStoreUrl: string | null;
    };
    /** @description A user as the admin panel's Users tab lists them: the whole account plus the admin-only flags. */
    AdminUserDto: {
      /** Format: uuid */
      id: string;
      /** Format: email */
      email: string;
      username: string;
      displayName: string | null;
      bio: string | null;
      profilePicture: string | null;
      headerVideo: string | null;
      location: string | null;
      skatingStyle: string | null;
      favoriteSpot: string | null;
      gradientStartColor: string;
      gradientEndColor: string;
      proStatus: boolean;
      amateurStatus: boolean;
      flowStatus: boolean;
      isBrand: boolean;
      isVerified: boolean;
      isAdmin: boolean;
      isTrusted: boolean;
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the profile was last saved: a page reading the profile from a copy kept from events (a moment behind) waits until the copy is at least this new.
       */
      updatedAt: string;
      /** @description Only in a puppet session: the real admin operating this account (the "Admin Mask Mode" banner). */
      actingAdmin?: components['schemas']['ActingAdminDto'];
      /** @description A puppet account admins can operate as. */
      isPuppet: boolean;
      /** @description False once the account is deactivated. */
      isActive: boolean;
      /** @description While a suspension runs, its end; `null` otherwise. */
      suspendedUntil: string | null;
    };
    AnswerSponsorshipDto: {
      /** @enum {string} */
      status: 'accepted' | 'rejected';
    };
    AttemptDto: {
      /** Format: uuid */
      postId: string;
    };
    /** @enum {string} */
    AttemptResult: 'pending' | 'make' | 'fake' | 'missed' | 'bailed';
    /** @description Who did what, when, and as whom. */
    AuditEntryDto: {
      /** Format: uuid */
      id: string;
      /** @description The event type behind the entry, e.g. `posts.post-created`, or `admin.calendar-event-created`. */
      action: string;
      summary: string;
      /** @description The id of what was acted on (a post, a message, a user, an event…), when there is one. */
      subjectId: string | null;
      /** @description What was acted on, its kind and owner, when the entry knows them. */
      target: components['schemas']['AuditTargetDto'] | null;
      /** @description `puppet` when the actor operated a puppet account, `self` when they used admin power as themselves. */
      mode: components['schemas']['AuditMode'];
      /** @description The real person: the admin when acting as a puppet. */
      actor: components['schemas']['AuditPersonDto'] | null;
      /** @description The puppet the actor operated as, if any. */
      actingAs: components['schemas']['AuditPersonDto'] | null;
      /** Format: date-time */
      occurredAt: string;
      correlationId: string;
    };
    /** @enum {string} */
    AuditMode: 'self' | 'puppet';
    AuditPageDto: {
      entries: components['schemas']['AuditEntryDto'][];
      /** @description Pass as `before` for the next (older) page; null on the last page. */
      nextCursor: string | null;
    };
    /** @description Someone an audit entry names; the username is null until the admin service has heard of the account. */
    AuditPersonDto: {
      /** Format: uuid */
      id: string;
      username: string | null;
    };
    /** @description What an entry's action touched, and whose it is (`null` for what no one owns, like the catalogue). */
    AuditTargetDto: {
      type: components['schemas']['ActionTargetType'];
      /** @description A post, message or user id; `userId/trickId` for one progress record. */
      id: string;
      /** @description Whose it is; null for the catalogue. */
      owner: components['schemas']['AuditPersonDto'] | null;
    };
    BlockDto: {
      /**
       * Format: uuid
       * @description The user to block
       */
      userId: string;
    };
    /** @description `POST /api/blocks`: the block holds, and any follow between the two has ended. */
    BlockedDto: {
      /** @constant */
      blocked: true;
    };
    /** @description One entry of the park's calendar ("Upcoming Events" in the sidebar). */
    CalendarEventDto: {
      /** Format: uuid */
      id: string;
      title: string;
      /**
       * Format: date-time
       * @description ISO 8601.
       */
      date: string;
      location: string;
    };
    CallClipDto: {
      /** Format: uuid */
      postId: string;
      /** @enum {string} */
      call: 'make' | 'fake';
    };
    CastVoteDto: {
      /** @description true = make, false = fake */
      vote: boolean;
    };
    ChangePasswordDto: {
      currentPassword: string;
      /** @description Refused (400 VALIDATION_FAILED) when it is a common or breached password, a repeat, sequence or keyboard walk, or the account's own username or email. */
      newPassword: string;
    };
    ClipCallDto: {
      /** Format: uuid */
      judgeId: string;
      call: components['schemas']['GameCall'];
    };
    /** @description A trick video played in a game, with what the judges and the community made of it. */
    ClipDto: {
      /** Format: uuid */
      postId: string;
      videoUrl: string | null;
      /** @description The uploaded clip, when the trick video was filmed in the app rather than linked. */
      media: components['schemas']['MediaDto'] | null;
      /** Format: date-time */
      postedAt: string;
      verdict: components['schemas']['ClipVerdict'];
      /** @description A judge called fake, or the judges disagreed: the community verification of the clip decides. */
      disputed: boolean;
      calls: components['schemas']['ClipCallDto'][];
    };
    /** @enum {string} */
    ClipVerdict: 'pending' | 'make' | 'fake';
    /** @description `GET /api/admin/verifications/contested`: one entry of the review queue. */
    ContestedVerificationDto: {
      verification: components['schemas']['VerificationDto'];
      /** @description Heavy fake votes, or the trick video was reported. */
      reason: components['schemas']['ContestReason'];
      /** Format: date-time */
      contestedAt: string;
      votes: components['schemas']['ReviewVoteDto'][];
    };
    /** @enum {string} */
    ContestReason: 'fake_votes' | 'reported';
    /** @description `GET /api/messages/conversations`: newest conversation first. */
    ConversationListDto: {
      /** @description Newest conversation first. */
      conversations: components['schemas']['ConversationSummaryDto'][];
      nextCursor: string | null;
    };
    /** @description A conversation's page, with whether the caller may write in it now: the history stays readable after a block, a deactivation or a suspension, but the composer closes, with the reason to show. */
    ConversationPageDto: {
      /** @description Boxes newest first; a conversation oldest first within the page, pages walking back. */
      messages: components['schemas']['MessageDto'][];
      nextCursor: string | null;
      /** @description Whether the caller may write in this conversation now. The history stays readable after a block,. */
      canMessage: boolean;
      /** @description Why the composer is closed, to show beside it; null while `canMessage`. */
      cannotMessageReason: string | null;
    };
    /** @description One row of the conversation list: the counterpart, the newest message between the two (either way), and how many of the counterpart's messages the caller has not read. */
    ConversationSummaryDto: {
      /** @description The other skater of the conversation. */
      counterpart: components['schemas']['MessageUserDto'];
      /** @description The newest message between the two, either way. `readAt` of the caller's own is null while either. */
      lastMessage: components['schemas']['MessageDto'];
      /** @description How many of the counterpart's messages the caller has not read. */
      unreadCount: number;
    };
    CreateCalendarEventDto: {
      /** @example Boonies Best Trick Jam */
      title: string;
      /** @description ISO 8601, e.g. 2026-06-20T14:00:00Z */
      date: string;
      /** @example The Boonies, main bowl */
      location: string;
    };
    CreateGameDto: {
      opponentIds: string[];
      /** @enum {number} */
      turnHours?: 12 | 24 | 48 | 72;
    };
    CreatePostDto: {
      /**
       * @description Trimmed; a reply may have at most 500 characters
       * @example Session at the boonies tonight?
       */
      content: string;
      /**
       * Format: uri
       * @description A public http(s) image link: no local or private address
       */
      imageUrl?: string;
      /**
       * Format: uri
       * @description A YouTube, Vimeo or TikTok link, or a public http(s) link to a video file (.mp4, .webm, .mov)
       */
      videoUrl?: string;
      /**
       * Format: uuid
       * @description An upload of the caller (`POST /api/uploads`) to attach instead of a link; it may still be processing
       */
      mediaId?: string;
      /**
       * @description Ids of catalogue tricks; unknown ids are refused
       * @example [
       *       "man-1"
       *     ]
       */
      taggedTricks?: string[];
      /**
       * @description Only `reply` matters: other kinds follow from the media
       * @enum {string}
       */
      postType?: 'text' | 'image' | 'video' | 'reply';
      /**
       * Format: uuid
       * @description Required for a reply: the post replied to
       */
      parentPostId?: string;
    };
    CreateReportDto: {
      /** @enum {string} */
      targetType: 'post' | 'reply' | 'message' | 'profile';
      /**
       * Format: uuid
       * @description The post's, reply's, message's or user's id
       */
      targetId: string;
      /** @enum {string} */
      reason: 'spam' | 'harassment' | 'hate' | 'nudity' | 'violence' | 'impersonation' | 'other';
      details?: string;
    };
    CreateTrickDto: {
      /** @example Kickflip */
      name: string;
      /**
       * @description Other names the trick goes by; blank ones dropped
       * @example [
       *       "Flip"
       *     ]
       */
      aliases?: string[];
      /** @example flip-tricks */
      category: string;
      /**
       * @description Beginner, Intermediate, Advanced, Expert or Elite (any case), or 1-5
       * @example Intermediate
       */
      difficulty: string;
      description?: string;
      /** Format: uri */
      videoUrl?: string | null;
      /**
       * @example [
       *       "fund-4"
       *     ]
       */
      prerequisites?: string[];
      /** @description The trick's own worth; without it, its difficulty's */
      points?: number;
      /** @description One item per line; blank ones dropped */
      setup?: string[];
      /** @description One item per line; blank ones dropped */
      steps?: string[];
      /** @description One item per line; blank ones dropped */
      commonMistakes?: string[];
      /** @description One item per line; blank ones dropped */
      proTips?: string[];
      /** @description Free-text tips, kept as pro tips (one per line) */
      tips?: string;
    };
    CreateTrickVideoDto: {
      /** @example Finally landed it! */
      content: string;
      /**
       * Format: uri
       * @description A pasted clip link; required unless `mediaId` is given
       * @example https://youtu.be/dQw4w9WgXcQ
       */
      videoUrl?: string;
      /**
       * Format: uuid
       * @description A video upload of the caller to attach instead of a link; it may still be processing
       */
      mediaId?: string;
      /**
       * @description Ids of catalogue tricks; unknown ids are refused
       * @example [
       *       "man-1"
       *     ]
       */
      trickIds: string[];
    };
    CreateWebhookEndpointDto: {
      /**
       * @description Where deliveries are POSTed: https (http only for hosts the operator allow-lists)
       * @example https://loyalty.example-shop.com/hooks/boonies
       */
      url: string;
      /**
       * @description What the endpoint is for, for admins
       * @example Shop loyalty points
       */
      description?: string;
      /**
       * @description The event types to deliver
       * @example [
       *       "trick.verified"
       *     ]
       */
      eventTypes: ('trick.verified' | 'game.won')[];
      /** @description Default true; a disabled endpoint is sent nothing */
      enabled?: boolean;
    };
    /** @description One column of a table, from the service's ORM metadata. */
    DataMapColumnDto: {
      name: string;
      type: string;
      nullable: boolean;
      primary: boolean;
    };
    /** @description A durable JetStream consumer through which a service reads one producer's stream. */
    DataMapConsumerDto: {
      /** @description The producer's stream. */
      stream: string;
      /** @description The durable consumer's name, shared by every replica of the consuming service. */
      durable: string;
      /** @description The events of that stream the service handles. */
      subjects: string[];
    };
    /** @description A published event version being replaced by the next one (docs/events.md). */
    DataMapDeprecatedEventDto: {
      subject: string;
      /**
       * Format: date
       * @description The day (`YYYY-MM-DD`) after which its producer no longer publishes it.
       */
      retiresAfter: string;
    };
    /** @description `GET /api/admin/data-map`: every service that answered, the names of those that did not, and the gateway. */
    DataMapDto: {
      services: components['schemas']['ServiceDescriptionDto'][];
      /** @description Services that did not answer in time. */
      unavailable: string[];
      gateway: components['schemas']['GatewayDescriptionDto'];
    };
    /** @description A column holding links to media (images, videos); the files themselves live at those addresses. */
    DataMapMediaColumnDto: {
      table: string;
      column: string;
    };
    DataMapRelationDto: {
      column: string;
      references: {
        service: string;
        table: string;
        column: string;
      };
      /** @description `foreign-key`: enforced by the schema; `logical`: an id kept in step by events. */
      kind: components['schemas']['DataMapRelationKind'];
    };
    /**
     * @description How a relation holds: `foreign-key` is declared in the service's entities and enforced by its schema; `logical` is an id of a record the database cannot check, usually another service's, kept in step by events.
     * @enum {string}
     */
    DataMapRelationKind: 'foreign-key' | 'logical';
    DataMapStreamDto: {
      name: string;
      subjects: string[];
      /** @description On how many NATS servers the stream is kept. */
      replicas: number;
    };
    DataMapTableDto: {
      name: string;
      columns: components['schemas']['DataMapColumnDto'][];
      relations: components['schemas']['DataMapRelationDto'][];
    };
    DeactivateAccountDto: {
      password: string;
    };
    DeactivatedDto: {
      /** @constant */
      deactivated: true;
    };
    DecideVerificationDto: {
      /** @enum {string} */
      verdict: 'verified' | 'rejected';
      /** @description Why, for the audit log */
      note?: string;
    };
    DeletedCalendarEventDto: {
      /** @constant */
      deleted: true;
      /** Format: uuid */
      id: string;
    };
    /** @description `POST /api/posts` answers; `DELETE` answers `{ deleted: true, id }`. */
    DeletedPostDto: {
      /** @constant */
      deleted: true;
      /** Format: uuid */
      id: string;
    };
    DeletedWebhookEndpointDto: {
      /** @constant */
      deleted: true;
      /** Format: uuid */
      id: string;
    };
    /** @description What a failed call carries across NATS and what the gateway sends to browsers. */
    ErrorBody: {
      /** @description A message fit to show a person. */
      error: string;
      code: components['schemas']['ErrorCode'];
      /** @description For validation failures: the offending field. */
      field?: string;
      /** @description For rate limits: seconds until another attempt is allowed. */
      retryAfterSeconds?: number;
    };
    /** @enum {string} */
    ErrorCode:
      | 'VALIDATION_FAILED'
      | 'UNAUTHENTICATED'
      | 'CALLER_UNVERIFIED'
      | 'INVALID_CREDENTIALS'
      | 'FORBIDDEN'
      | 'ACCOUNT_SUSPENDED'
      | 'ACCOUNT_DEACTIVATED'
      | 'CSRF_REJECTED'
      | 'NOT_FOUND'
      | 'REQUEST_TIMEOUT'
      | 'CONFLICT'
      | 'USERNAME_TAKEN'
      | 'EMAIL_TAKEN'
      | 'NAME_RESERVED'
      | 'TARGET_REFUSED'
      | 'PAYLOAD_TOO_LARGE'
      | 'RATE_LIMITED'
      | 'HEADERS_TOO_LARGE'
      | 'INTERNAL'
      | 'SERVICE_UNAVAILABLE'
      | 'SERVICE_TIMEOUT';
    /** @description One skater who answered an event, as its page lists them. */
    EventAttendeeDto: {
      /** Format: uuid */
      id: string;
      username: string;
      displayName: string | null;
      profilePicture: string | null;
      status: components['schemas']['RsvpStatus'];
    };
    /** @description `GET /api/events/{id}`: an event with who is coming, as far as the viewer may see them. */
    EventDetailDto: {
      /** Format: uuid */
      id: string;
      title: string;
      /**
       * Format: date-time
       * @description ISO 8601.
       */
      date: string;
      location: string;
      /** @description Those going the viewer may see, the viewer included. */
      goingCount: number;
      /** @description Skaters who said maybe whom the viewer may see, the viewer included. */
      maybeCount: number;
      /** @description The viewer's own answer, `null` without one. */
      myRsvp: components['schemas']['RsvpStatus'] | null;
      /** @description Going first, then maybe; each most recent answer first; at most EVENT_ATTENDEES_MAX. */
      attendees: components['schemas']['EventAttendeeDto'][];
    };
    FollowDto: {
      /**
       * Format: uuid
       * @description The user to follow
       */
      followingId: string;
    };
    /** @description `POST /api/follow-requests/{requesterId}/approve`: the requester now follows the caller. */
    FollowRequestApprovedDto: {
      /** @constant */
      approved: true;
    };
    /** @description `POST /api/follow-requests/{requesterId}/decline`: the request is gone; the requester is not told. */
    FollowRequestDeclinedDto: {
      /** @constant */
      declined: true;
    };
    /** @description One pending request to follow the caller (`GET /api/follow-requests`), newest first. */
    FollowRequestDto: {
      requester: components['schemas']['UserSummaryDto'];
      /** Format: date-time */
      requestedAt: string;
    };
    /** @description `GET /api/follows/check/{id}`, and the answer of following, unfollowing and cancelling a request. */
    FollowStateDto: {
      /** @description The caller follows this user (an approved follow). */
      isFollowing: boolean;
      /** @description The caller asked to follow a private profile and the owner has not answered yet. */
      requested: boolean;
      status: components['schemas']['FollowStatus'];
    };
    /**
     * @description Where the caller stands with a skater: following, waiting for a private profile's approval, or neither.
     * @enum {string}
     */
    FollowStatus: 'following' | 'requested' | 'none';
    GameAttemptDto: {
      /** Format: uuid */
      playerId: string;
      clip: components['schemas']['ClipDto'] | null;
      bailed: boolean;
      result: components['schemas']['AttemptResult'];
    };
    /** @enum {string} */
    GameCall: 'make' | 'fake';
    /** @enum {string} */
    GameInvitation: 'pending' | 'accepted' | 'declined';
    /** @enum {string} */
    GameMove: 'answer' | 'set' | 'attempt' | 'call';
    GamePageDto: {
      games: components['schemas']['GameView'][];
      nextCursor: string | null;
    };
    /** @enum {string} */
    GamePhase: 'setting' | 'attempting';
    GamePlayerDto: {
      user: components['schemas']['UserSummaryDto'];
      seat: number;
      invitation: components['schemas']['GameInvitation'];
      /** @description '' … 'SKATE'. */
      letters: string;
      out: boolean;
      forfeited: boolean;
    };
    GameRecordDto: {
      wins: number;
      losses: number;
      played: number;
      /** @description Games invited to or being played. */
      active: number;
    };
    GamesLeaderboardEntryDto: {
      rank: number;
      user: components['schemas']['UserSummaryDto'];
      wins: number;
      losses: number;
      played: number;
    };
    GamesLeaderboardPageDto: {
      entries: components['schemas']['GamesLeaderboardEntryDto'][];
      nextCursor: string | null;
    };
    /** @enum {string} */
    GameStatus: 'invited' | 'active' | 'finished' | 'declined' | 'expired' | 'cancelled';
    GameTrickDto: {
      id: string;
      name: string;
    };
    GameTurnDto: {
      number: number;
      /** Format: uuid */
      setterId: string;
      phase: components['schemas']['GamePhase'];
      trick: components['schemas']['GameTrickDto'] | null;
      /** Format: date-time */
      deadline: string;
    };
    /** @enum {number} */
    GameTurnHours: 12 | 24 | 48 | 72;
    GameTurnRecordDto: {
      number: number;
      /** Format: uuid */
      setterId: string;
      trick: components['schemas']['GameTrickDto'] | null;
      outcome: components['schemas']['TurnOutcome'];
      set: components['schemas']['ClipDto'] | null;
      attempts: components['schemas']['GameAttemptDto'][];
      lettersGiven: {
        playerId: string;
        letter: string;
      }[];
    };
    GameView: {
      /** Format: uuid */
      id: string;
      status: components['schemas']['GameStatus'];
      turnHours: components['schemas']['GameTurnHours'];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** Format: uuid */
      challengerId: string;
      players: components['schemas']['GamePlayerDto'][];
      turn: components['schemas']['GameTurnDto'] | null;
      /** @description Every turn so far, oldest first. */
      timeline: components['schemas']['GameTurnRecordDto'][];
      winnerId: string | null;
      /** @description What the caller should do now; null for someone who only looks (an admin) or has nothing to do. */
      yourMove: components['schemas']['GameMove'] | null;
    };
    /** @description What the gateway hears: every replica holds a plain subscription (no queue group, no durable consumer) to each of these subjects, for live pushes to sockets and for dropping cached sessions. */
    GatewayDescriptionDto: {
      /** @description Event subjects every gateway replica subscribes to (no durable consumer): live pushes, session drops. */
      listens: string[];
    };
    /** @description `GET /api/users/summary`: what drives the header's dot and the inbox badges. */
    InboxSummaryDto: {
      unreadMessages: number;
      unreadNotifications: number;
      pendingSponsorships: number;
    };
    InitializedPuppetsDto: {
      /** @description How many accounts this call created; 0 when every preset existed already. */
      created: number;
      puppets: components['schemas']['PuppetDto'][];
    };
    InitializePuppetsDto: {
      /** @description The presets to create; all ten when omitted. A bare JSON array is accepted too. */
      puppets?: components['schemas']['PuppetSeedDto'][];
    };
    /** @description `GET /api/leaderboard`: ranked from 1 by public score. */
    LeaderboardEntryDto: {
      /** @description Position from 1. */
      rank: number;
      /** Format: uuid */
      id: string;
      username: string;
      displayName: string | null;
      /** @description The account's profile picture (`profilePicture` everywhere else); the API names it so. */
      avatarUrl: string | null;
      proStatus: boolean;
      amateurStatus: boolean;
      flowStatus: boolean;
      /** @description Always false: brand accounts are not ranked. */
      isBrand: boolean;
      /** @description Public score: points of learned and verified tricks. */
      score: number;
      level: number;
      levelName: string;
    };
    MarkedReadDto: {
      /** @description How many were unread and are now read. */
      updated: number;
    };
    /** @description A media item as every client shows it, attached to a post or a game clip. The URLs are the gateway's (`mediaUrl`); they answer only those the access policy lets see the post. */
    MediaDto: {
      /** Format: uuid */
      id: string;
      kind: components['schemas']['MediaKind'];
      status: components['schemas']['MediaStatus'];
      /** @description `feed.webp` (images) or `video.mp4` (videos), once ready. */
      url: string | null;
      /** @description `full.webp` (images) or `poster.jpg` (videos), once ready. */
      fullUrl: string | null;
      width: number | null;
      height: number | null;
      durationMs: number | null;
      /** @description A compact placeholder drawn while the rendition loads. */
      blurhash: string | null;
      /** @description Why processing failed, in words for the author; `null` unless failed. */
      failureReason: string | null;
    };
    /** @enum {string} */
    MediaKind: 'image' | 'video';
    /** @enum {string} */
    MediaStatus: 'uploading' | 'processing' | 'ready' | 'failed';
    MessageDto: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      senderId: string;
      /** Format: uuid */
      recipientId: string;
      content: string;
      /** Format: date-time */
      createdAt: string;
      /** @description `null` while unread. */
      readAt: string | null;
      /** @description Staff (an admin) changed the content after it was sent; both participants see the mark. */
      editedByStaff: boolean;
      sender: components['schemas']['MessageUserDto'];
      recipient: components['schemas']['MessageUserDto'];
      /**
       * @description Present while moderators hide it; `content` is then the notice, for both participants.
       * @constant
       */
      hiddenByModerators?: true;
    };
    /** @description A page of messages; conversations come oldest-first within the page, pages walk back in time. */
    MessagePageDto: {
      /** @description Boxes newest first; a conversation oldest first within the page, pages walking back. */
      messages: components['schemas']['MessageDto'][];
      nextCursor: string | null;
    };
    /** @description A participant of a message, as the spec's `sender` and `recipient` objects. */
    MessageUserDto: {
      /** Format: uuid */
      id: string;
      username: string;
      displayName: string | null;
      profilePicture: string | null;
      proStatus: boolean;
      amateurStatus: boolean;
      flowStatus: boolean;
    };
    /** @enum {string} */
    ModerationAction: 'hide' | 'warn' | 'suspend' | 'dismiss';
    /** @description `GET /api/verifications/{id}/vote`: the caller's vote, `null` when they have not voted. */
    MyVoteDto: {
      /** @description true = make, false = fake, null = no vote. */
      vote: boolean | null;
    };
    NotFoundReportDto: {
      /** @example /profil */
      path: string;
    };
    NotificationDto: {
      /** Format: uuid */
      id: string;
      /** @description `follow` shows a person icon, the others a bell. */
      type: components['schemas']['NotificationType'];
      message: string;
      /** @description Where a click leads, when the notification is about something (a post, a profile, the inbox). */
      link: string | null;
      /** @description Whose action it reports; null when nobody's in particular. */
      fromUser: {
        id: string;
        username: string;
        profilePicture: string | null;
      } | null;
      /** Format: date-time */
      createdAt: string;
      /** @description null while unread. */
      readAt: string | null;
    };
    NotificationPageDto: {
      /** @description Newest first. */
      notifications: components['schemas']['NotificationDto'][];
      nextCursor: string | null;
    };
    /** @description Which notifications are created (Settings → Notifications). All on except email. */
    NotificationPreferences: {
      /** @description New posts and replies of people you follow. */
      posts: boolean;
      /** @description New direct messages. */
      messages: boolean;
      /** @description Someone mentions you (`@username`) in a post or a reply. */
      mentions: boolean;
      /** @description Your tricks verified. */
      verifications: boolean;
      /** @description Sponsorship requests and answers. */
      sponsorships: boolean;
      /** @description Email notifications (off by default). */
      email: boolean;
    };
    NotificationPreferencesDto: {
      posts?: boolean;
      messages?: boolean;
      mentions?: boolean;
      verifications?: boolean;
      sponsorships?: boolean;
      email?: boolean;
    };
    /** @enum {string} */
    NotificationType:
      | 'follow'
      | 'follow_request'
      | 'message'
      | 'reply'
      | 'verification'
      | 'sponsorship'
      | 'moderation'
      | 'game'
      | 'media'
      | 'event'
      | 'mention';
    /** @description A progress record with whose it is, as the admin progress routes list and set it. */
    OwnedProgressDto: {
      trickId: string;
      learned: boolean;
      /** @description Verified tricks count toward the public score and cannot be unchecked. */
      verified: boolean;
      learnedAt: string | null;
      /** Format: uuid */
      userId: string;
    };
    PasswordChangedDto: {
      /** @constant */
      changed: true;
      /** @description How many other sessions ended. */
      endedSessions: number;
    };
    /** @description A post's author as every feed shows it. */
    PostAuthorDto: {
      /** Format: uuid */
      id: string;
      username: string;
      displayName: string | null;
      /** @description The account's profile picture (`profilePicture` everywhere else); the API names it so. */
      avatarUrl: string | null;
      proStatus: boolean;
      amateurStatus: boolean;
      flowStatus: boolean;
      /** @description A brand shows only the Brand badge. */
      isBrand: boolean;
      isAdmin: boolean;
    };
    /** @description A post, hydrated: everything a card shows comes in the one feed request. */
    PostDto: {
      /** Format: uuid */
      id: string;
      /**
       * Format: uuid
       * @description The author's id.
       */
      userId: string;
      content: string;
      imageUrl: string | null;
      videoUrl: string | null;
      /** @description An uploaded photo or clip (`null` for a pasted link or none); its URLs answer only allowed viewers. */
      media: components['schemas']['MediaDto'] | null;
      postType: components['schemas']['PostType'];
      /** @description For replies: the post replied to. */
      parentPostId: string | null;
      /** @description Tagged trick ids. */
      taggedTricks: string[];
      /** Format: date-time */
      createdAt: string;
      author: components['schemas']['PostAuthorDto'];
      /** @description Tagged tricks with their names, in tagging order. */
      tricks: components['schemas']['TaggedTrickDto'][];
      /** @description The original client's trick-feed shape of the author. */
      users: {
        username: string;
        avatarUrl: string | null;
      };
      /** @description Admin review of a trick video (`null` for other posts). */
      verificationStatus: components['schemas']['PostReviewStatus'] | null;
      /** @description An admin approved the trick video. */
      isVerified: boolean;
      reactions: components['schemas']['ReactionSummaryDto'];
      replyCount: number;
      /** @description Trick videos: one per tagged trick. */
      verifications: components['schemas']['VerificationSummaryDto'][];
      /**
       * @description A moderator hid it: only its author still sees it, with this mark.
       * @constant
       */
      isHidden?: true;
    };
    /** @description One page of a feed; `nextCursor` is `null` on the last page. */
    PostPageDto: {
      posts: components['schemas']['PostDto'][];
      /** @description Pass as `cursor` for the next page; null on the last page. */
      nextCursor: string | null;
    };
    /** @enum {string} */
    PostReviewStatus: 'pending' | 'approved' | 'rejected';
    /** @enum {string} */
    PostType: 'text' | 'image' | 'video' | 'trick_video' | 'reply';
    PreferencesDto: {
      notifications: components['schemas']['NotificationPreferences'];
      /** @description Which notifications also reach subscribed phones. */
      push: components['schemas']['PushPreferences'];
      privacy: components['schemas']['PrivacyPreferences'];
      accessibility: components['schemas']['AccessibilityPreferences'];
      theme: components['schemas']['Theme'];
    };
    /** @description Who may see what on a profile (Settings → Privacy & Safety). All on by default. */
    PrivacyPreferences: {
      /** @description Off: only followers see the posts, progress and follower lists. */
      publicProfile: boolean;
      showProgress: boolean;
      showFollowers: boolean;
      /** @description Off: nobody can send you a direct message. */
      allowMessages: boolean;
      /** @description On: ranked on the leaderboard even while the profile is private (Show Progress off still hides it). */
      appearOnLeaderboard: boolean;
      /** @description Off: others do not see when you read their messages, and you do not see when they read yours. */
      readReceipts: boolean;
    };
    PrivacyPreferencesDto: {
      publicProfile?: boolean;
      showProgress?: boolean;
      showFollowers?: boolean;
      allowMessages?: boolean;
      appearOnLeaderboard?: boolean;
      readReceipts?: boolean;
    };
    /** @description `GET /api/users/{id}`: what the owner's privacy settings hide from others is `null` or `false`. */
    ProfileDto: {
      /** Format: uuid */
      id: string;
      username: string;
      displayName: string | null;
      profilePicture: string | null;
      proStatus: boolean;
      amateurStatus: boolean;
      flowStatus: boolean;
      isBrand: boolean;
      isVerified: boolean;
      bio: string | null;
      headerVideo: string | null;
      location: string | null;
      skatingStyle: string | null;
      favoriteSpot: string | null;
      gradientStartColor: string;
      gradientEndColor: string;
      isAdmin: boolean;
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the profile was last saved; the owner's page compares it with what their save answered.
       */
      updatedAt: string;
      /** @description From the tricks service's score events; `null` for brands and when progress is hidden from the caller. */
      level: number | null;
      /** @description Public score; null for brands, and where the owner shows progress to approved followers only. */
      verifiedPoints: number | null;
      /** @description `null` where the caller may not see the posts (a private profile, one they blocked). */
      postCount: number | null;
      /** @description `null` when the owner hides their followers from the caller. */
      followerCount: number | null;
      /** @description null when the owner hides their followers from the caller. */
      followingCount: number | null;
      /** @description The caller's relation to this profile. */
      isOwner: boolean;
      /** @description The caller follows this user. */
      isFollowing: boolean;
      /** @description The caller's request to follow this private profile awaits the owner's answer. */
      followRequested: boolean;
      /** @description The caller blocked this user. */
      isBlocked: boolean;
      /** @description The owner's own profile only: an accepted sponsorship means one athlete status must stay, so Edit Profile can refuse "None" and the brand switch up front; false for everyone else. */
      keepsAthleteStatus: boolean;
      /** @description Why the caller cannot message this user, shown where the Message button would be; null when they can. */
      cannotMessageReason: string | null;
      /** @description What the caller may see (the server already enforces it; the page uses it to explain). */
      visibility: {
        posts: boolean;
        progress: boolean;
        followers: boolean;
        messages: boolean;
      };
    };
    /** @description `GET /api/progress/{userId}`: one row per trick the user has touched. */
    ProgressDto: {
      trickId: string;
      learned: boolean;
      /** @description Verified tricks count toward the public score and cannot be unchecked. */
      verified: boolean;
      learnedAt: string | null;
    };
    /** @description `GET /api/config/public`: what the browser may know about this deployment (no sign-in needed). */
    PublicConfigDto: {
      /** @description The shop the Store page frames (only `STORE_URL`'s origin may be framed), or `null` when there is none. */
      storeUrl: string | null;
      /** @description The merchandise link the Store page offers: the one an admin set, else the deployment's `STORE_URL`, else `null`. Shown as a link, never framed (only `STORE_URL`'s origin may be framed). */
      merchandiseUrl: string | null;
      /** @description Where the About page's Contact Us link writes to. */
      contactEmail: string;
      /** @description The VAPID public key (base64url) browsers subscribe to pushes with, or `null` when this deployment sends no pushes. */
      vapidPublicKey: string | null;
    };
    /** @description A puppet account as the Puppets tab lists it (the spec's "Puppet account"); the tone stays server-side. */
    PuppetDto: {
      /** Format: uuid */
      id: string;
      username: string;
      /** Format: email */
      email: string;
      bio: string | null;
      location: string | null;
      level: number;
      experience: string;
      isActive: boolean;
    };
    PuppetSeedDto: {
      /**
       * @description One of the ten presets
       * @example concrete_carla
       */
      username: string;
      /** Format: email */
      email: string;
      bio: string;
      location: string;
      level: number;
      /** @example 14 years */
      experience: string;
    };
    PushKeysDto: {
      /** @description The browser's P-256 public key, base64url */
      p256dh: string;
      /** @description The browser's auth secret, base64url */
      auth: string;
    };
    /** @description Which notifications also reach the skater's phones as pushes (Settings → Push notifications), once a device subscribed. All on: subscribing a device is the choice to be pushed at all. */
    PushPreferences: {
      /** @description "Your move" and every other turn, judgment and result of a Game of S.K.A.T.E. */
      games: boolean;
      /** @description A new direct message. */
      messages: boolean;
      /** @description A reply to one's post, or a mention in someone's post. */
      replies: boolean;
      /** @description The community's verdict on one's trick. */
      verifications: boolean;
    };
    PushPreferencesDto: {
      games?: boolean;
      messages?: boolean;
      replies?: boolean;
      verifications?: boolean;
    };
    ReactDto: {
      /** Format: uuid */
      postId: string;
      /** @enum {string} */
      reactionType: 'like' | 'dislike';
    };
    /** @description `GET /api/reactions/{postId}`: the email is only there for admins and for the caller's own reaction. */
    ReactionDto: {
      /** Format: uuid */
      postId: string;
      /** Format: uuid */
      userId: string;
      reactionType: components['schemas']['ReactionType'];
      /** Format: date-time */
      createdAt: string;
      user: {
        username: string;
        isAdmin: boolean;
        email?: string;
      };
    };
    /** @description Reaction counts (people, not weights) and the caller's own reaction. */
    ReactionSummaryDto: {
      /** @description People who liked the post. */
      likes: number;
      /** @description People who disliked the post. */
      dislikes: number;
      /** @description The caller's own reaction. */
      mine: components['schemas']['ReactionType'] | null;
    };
    /** @enum {string} */
    ReactionType: 'like' | 'dislike';
    ReactivatedDto: {
      /** Format: uuid */
      id: string;
      /** @description False when the account was active already. */
      reactivated: boolean;
    };
    /** @description `DELETE /api/progress/{userId}`: how many progress records were removed. */
    RemovedProgressDto: {
      /** @description Progress records removed. */
      removed: number;
    };
    RemovedSponsorshipDto: {
      /** @constant */
      removed: true;
      /**
       * Format: uuid
       * @description The sponsorship that was cancelled or removed.
       */
      id: string;
    };
    RemovedVerificationDto: {
      /** @constant */
      removed: true;
      /** Format: uuid */
      id: string;
    };
    ReplayDeadWebhookDeliveriesResultDto: {
      /** @description Dead deliveries put back to pending. */
      replayed: number;
    };
    /** @description One piece of reported content with every report on it, as the Moderation tab shows it. */
    ReportCaseDto: {
      /** Format: uuid */
      id: string;
      targetType: components['schemas']['ReportTargetType'];
      /** Format: uuid */
      targetId: string;
      status: components['schemas']['ReportStatus'];
      /** @description Distinct reporters: reporting the same thing twice counts once. */
      reportCount: number;
      /** @description Each reason with how many reporters gave it. */
      reasons: {
        reason: components['schemas']['ReportReason'];
        count: number;
      }[];
      /** @description Every report: reporter, reason, details, time. */
      reports: components['schemas']['ReportEntryDto'][];
      content: components['schemas']['ReportedContentDto'];
      /** Format: date-time */
      firstReportedAt: string;
      /** Format: date-time */
      lastReportedAt: string;
      resolution: {
        action: components['schemas']['ModerationAction'];
        note: string | null;
        days: number | null;
        resolvedAt: string;
        resolvedBy: string | null;
      } | null;
    };
    ReportCasePageDto: {
      cases: components['schemas']['ReportCaseDto'][];
      nextCursor: string | null;
    };
    /** @description The content as the reporter saw it when reporting: its author, words and media. */
    ReportedContentDto: {
      authorId: string;
      authorUsername: string;
      text: string;
      imageUrl?: string | null;
      videoUrl?: string | null;
      /** @description For a reply: the thread's top post, for context. */
      thread?: components['schemas']['ReportedContentDto'] | null;
      /** @description For a message: who it was sent to. */
      recipientUsername?: string | null;
    };
    /** @description One reporter's report inside a case. */
    ReportEntryDto: {
      reporterId: string;
      reporterUsername: string | null;
      reason: components['schemas']['ReportReason'];
      details: string | null;
      createdAt: string;
    };
    ReportFiledDto: {
      /** @constant */
      reported: true;
      /** Format: uuid */
      caseId: string;
    };
    /** @enum {string} */
    ReportReason: 'spam' | 'harassment' | 'hate' | 'nudity' | 'violence' | 'impersonation' | 'other';
    /** @enum {string} */
    ReportStatus: 'open' | 'resolved';
    /** @enum {string} */
    ReportTargetType: 'post' | 'reply' | 'message' | 'profile';
    RequestSponsorshipDto: {
      /**
       * Format: uuid
       * @description The athlete; send this or `user_id`, not both
       */
      userId?: string;
      /**
       * Format: uuid
       * @description The athlete, in the other shape
       */
      user_id?: string;
      /**
       * Format: uuid
       * @description The signed-in brand's own id when sent; any other id is refused
       */
      brand_id?: string;
      /**
       * @description A request always starts pending
       * @enum {string}
       */
      status?: 'pending';
    };
    ResolveReportDto: {
      /** @enum {string} */
      action: 'hide' | 'warn' | 'suspend' | 'dismiss';
      /** @description For suspend */
      days?: number;
      note?: string;
    };
    ReviewPostDto: {
      /** @enum {string} */
      verificationStatus: 'pending' | 'approved' | 'rejected';
      /** @description Must agree with the status when given (approved ⇔ verified) */
      isVerified?: boolean;
    };
    /** @description One vote on a contested verification, as the admins' review queue shows it. */
    ReviewVoteDto: {
      /** Format: uuid */
      voterId: string;
      username: string | null;
      /** @description true = make, false = fake. */
      vote: boolean;
      /** @description What the vote weighed when cast, and what the voter's standing is now. */
      weight: number;
      /** @description The voter's standing now. */
      standing: components['schemas']['Standing'];
      /** @description True when the vote counted for nothing in the tally (no standing, or a look-alike account). */
      discounted: boolean;
      /** Format: date-time */
      votedAt: string;
    };
    RotateWebhookSecretDto: {
      /**
       * @description Seconds the previous secret keeps signing beside the new one; default WEBHOOKS_ROTATION_GRACE_SECONDS
       * @example 86400
       */
      graceSeconds?: number;
    };
    /** @enum {string} */
    RsvpStatus: 'going' | 'maybe';
    /** @description A user's standing, recomputed from facts on every change. */
    ScoreDto: {
      /** Format: uuid */
      userId: string;
      /** @description Σ points of learned tricks. */
      privateScore: number;
      /** @description Σ points of learned and verified tricks: what the leaderboard ranks. */
      publicScore: number;
      learnedCount: number;
      verifiedCount: number;
      /** @description floor(publicScore / 100) + 1. */
      level: number;
      levelName: string;
      /** @description Points earned inside the current level (of 100). */
      pointsInLevel: number;
    };
    SendMessageDto: {
      /** Format: uuid */
      recipientId: string;
      /**
       * @description Trimmed; blank is refused
       * @example Session at the boonies tonight?
       */
      content: string;
    };
    /** @description `rpc.<service>.describe`: what a running service stores, answers and announces. */
    ServiceDescriptionDto: {
      service: string;
      /** @description The PostgreSQL schema holding the service's tables. */
      schema: string;
      tables: components['schemas']['DataMapTableDto'][];
      /** @description Request subjects the service answers. */
      handles: string[];
      /** @description Event subjects the service publishes. */
      publishes: string[];
      /** @description The subjects of `publishes` that are deprecated: still published beside their next version until retired. */
      deprecated: components['schemas']['DataMapDeprecatedEventDto'][];
      /** @description Event subjects the service consumes. */
      consumes: string[];
      /** @description The durable consumers behind `consumes`, one per producer stream. */
      consumers: components['schemas']['DataMapConsumerDto'][];
      /** @description The stream the service publishes into, if it publishes. */
      streams: components['schemas']['DataMapStreamDto'][];
      /** @description Columns holding media URLs. */
      media: components['schemas']['DataMapMediaColumnDto'][];
    };
    ServiceHealthModel: {
      /** @enum {string} */
      status: 'up' | 'down';
      /** @description Why the service is down */
      error?: string;
      /** @enum {string} */
      service?:
        | 'auth'
        | 'tricks'
        | 'posts'
        | 'verification'
        | 'messaging'
        | 'sponsorships'
        | 'admin'
        | 'games'
        | 'media'
        | 'webhooks'
        | 'social';
      uptimeSeconds?: number;
      /** @enum {string} */
      database?: 'up' | 'down';
      /** @description Events written but not yet published */
      outboxBacklog?: number;
    };
    /** @enum {string} */
    ServiceName:
      | 'auth'
      | 'tricks'
      | 'posts'
      | 'verification'
      | 'messaging'
      | 'sponsorships'
      | 'admin'
      | 'games'
      | 'media'
      | 'webhooks'
      | 'social';
    SetLearnedDto: {
      learned: boolean;
    };
    SetRsvpDto: {
      /**
       * @description `going` or `maybe`; `DELETE` the RSVP to clear it
       * @example going
       * @enum {string}
       */
      status: 'going' | 'maybe';
    };
    SetTrickDto: {
      trickId: string;
      /** Format: uuid */
      postId: string;
    };
    SignInDto: {
      /**
       * Format: email
       * @example skater@example.com
       */
      email: string;
      password: string;
      /** @description Keep the session cookie for 30 days instead of the browser session */
      rememberMe?: boolean;
    };
    SignUpDto: {
      /**
       * Format: email
       * @example skater@example.com
       */
      email: string;
      /**
       * @description Lower-cased
       * @example kickflip.kid
       */
      username: string;
      /** @description Refused (400 VALIDATION_FAILED) when it is a common or breached password, a repeat, sequence or keyboard walk, or the account's own username or email. */
      password: string;
      /**
       * Format: uuid
       * @description The browser's own random id, kept in its storage: accounts made on one device within a day count once in verification votes. Only a keyed hash of it is kept.
       */
      deviceId?: string;
    };
    /** @description The sponsored athlete, with the badges a profile's sponsor section shows. */
    SponsorshipAthleteDto: {
      /** Format: uuid */
      id: string;
      username: string;
      profilePicture: string | null;
      proStatus: boolean;
      amateurStatus: boolean;
      flowStatus: boolean;
    };
    /** @description The brand of a sponsorship, as the inbox shows it. */
    SponsorshipBrandDto: {
      /** Format: uuid */
      id: string;
      username: string;
      profilePicture: string | null;
    };
    SponsorshipDto: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      brandId: string;
      /** Format: uuid */
      athleteId: string;
      status: components['schemas']['SponsorshipStatus'];
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description The last answer, or the request.
       */
      updatedAt: string;
      brand: components['schemas']['SponsorshipBrandDto'];
      athlete: components['schemas']['SponsorshipAthleteDto'];
    };
    /** @enum {string} */
    SponsorshipStatus: 'pending' | 'accepted' | 'rejected';
    Standing: {
      weight: number;
      tier: components['schemas']['StandingTier'];
      /** @description What set the weight, in the order they applied. */
      reasons: components['schemas']['StandingReason'][];
    };
    /** @description `GET /api/verifications/standing`: what the caller's vote weighs, why, and the facts behind it. */
    StandingDto: {
      /** @description What the caller's vote weighs now. */
      weight: number;
      /** @description The most an ordinary skater's vote can weigh. */
      maxWeight: number;
      tier: components['schemas']['StandingTier'];
      /** @description What set the weight, in order. */
      reasons: components['schemas']['StandingReason'][];
      facts: {
        accountAgeDays: number;
        verifiedTricks: number;
        decidedVotes: number;
        agreedVotes: number;
        recentWarnings: number;
      };
      /** @description The thresholds that apply, so the page can say how to earn more. */
      settings: components['schemas']['StandingSettings'];
    };
    /** @enum {string} */
    StandingReason:
      | 'staff'
      | 'suspended'
      | 'recently_suspended'
      | 'new_account'
      | 'no_verified_trick'
      | 'votes_disagree'
      | 'established'
      | 'experienced'
      | 'good_track_record'
      | 'warned';
    /** @description The tunable parts of standing; the verification service reads them from its configuration. */
    StandingSettings: {
      /** @description An account younger than this weighs nothing. */
      minAccountAgeDays: number;
      /** @description Verified tricks of one's own from which a vote weighs one more. */
      experiencedAfterTricks: number;
      /** @description Decided votes after which one's track record counts, for better or worse. */
      trackRecordAfterVotes: number;
      /** @description Share of agreeing decided votes from which a good track record weighs one more. */
      goodAgreementShare: number;
      /** @description Below this share of agreeing decided votes, a vote weighs nothing. */
      poorAgreementShare: number;
      /** @description How far back warnings and suspensions count. */
      windowDays: number;
    };
    /**
     * @description Where a skater stands: `none` votes count for nothing yet, `established` count, `staff` weigh the most.
     * @enum {string}
     */
    StandingTier: 'none' | 'established' | 'staff';
    SubscribePushDto: {
      /** @description When the browser will drop the subscription (ms since 1970), or null */
      expirationTime?: number | null;
      keys: components['schemas']['PushKeysDto'];
      /**
       * @description The browser's push service address (https)
       * @example https://fcm.googleapis.com/fcm/send/abc123
       */
      endpoint: string;
    };
    SuspendUserDto: {
      days: number;
      reason: string;
    };
    SystemHealthModel: {
      /** @enum {string} */
      status: 'ok' | 'degraded';
      /** @description One entry per service: auth, tricks, posts, verification, messaging, sponsorships, admin, games, media, webhooks, social */
      services: {
        [key: string]: components['schemas']['ServiceHealthModel'];
      };
    };
    TaggedTrickDto: {
      id: string;
      name: string;
    };
    /** @enum {string} */
    Theme: 'light' | 'dark' | 'system';
    /** @description `GET /api/tricks/trending`: the tricks tagged by the most posts in the last 30 days. */
    TrendingTrickDto: {
      id: string;
      name: string;
      /** @description Posts tagging the trick in the last 30 days. */
      count: number;
    };
    /** @description A catalogue entry as the API returns it (`GET /api/tricks`, `GET /api/tricks/{id}`). */
    TrickDto: {
      /** @description Slug with a family prefix: `fund-4`, `man-1`, `sg-3`, `trans-1`. */
      id: string;
      name: string;
      /** @description Other names in common use ("Tre Flip" for the 360 flip); every trick search matches them too. */
      aliases: string[];
      category: string;
      /** @description One of ${DIFFICULTY_LABELS.join(', ')}. */
      difficulty: string;
      /** @description The trick its fakie, switch and nollie versions share. */
      baseTrick: string;
      /** @enum {string} */
      stance: 'regular' | 'fakie' | 'switch' | 'nollie';
      description: string;
      videoUrl: string | null;
      /** @description Ids of the tricks to learn first. */
      prerequisites: string[];
      setup: string[];
      steps: string[];
      commonMistakes: string[];
      proTips: string[];
      /** @description The trick's worth, resolved: its own points or the difficulty default. */
      points: number;
    };
    /** @enum {string} */
    TrickImportAction: 'create' | 'update' | 'reject';
    TrickImportDto: {
      /** @enum {string} */
      format: 'json' | 'csv';
      /** @description The file: a JSON array of tricks, or CSV with the header `id,name,category,difficulty,points,description,videoUrl,prerequisites,setup,steps,commonMistakes,proTips` (lists separated by `|`) */
      content: string;
      /** @description true: check every row and write nothing */
      dryRun: boolean;
      /** @description Applies rows from this 0-based position only */
      offset?: number;
      /** @description Applies at most this many rows */
      limit?: number;
    };
    TrickImportRejectionDto: {
      row: number;
      id?: string;
      name?: string;
      problems: string[];
    };
    TrickImportReportDto: {
      dryRun: boolean;
      /** @description Rows in the whole file. */
      total: number;
      created: number;
      /** @description Updates that change the trick. */
      updated: number;
      /** @description Updates that would change nothing. */
      unchanged: number;
      rejected: components['schemas']['TrickImportRejectionDto'][];
      /** @description The rows this call covered (all of them, or the `offset`/`limit` window). */
      rows: components['schemas']['TrickImportRowDto'][];
    };
    TrickImportRowDto: {
      /** @description 1-based position of the row in the file (the CSV header is not counted). */
      row: number;
      action: components['schemas']['TrickImportAction'];
      /** @description `null` for a new trick without an id in the file until it is created (`custom-N`). */
      id: string | null;
      name: string | null;
      /** @description False for an update that changes nothing: importing the same file twice writes nothing. */
      changed: boolean;
    };
    /** @description `GET /api/tricks/summaries`: a catalogue entry without its guide (description, steps, tips, video), a tenth of the whole catalogue's bytes, for the screens that list tricks. */
    TrickSummaryDto: {
      /** @description Slug with a family prefix: `fund-4`, `man-1`, `sg-3`, `trans-1`. */
      id: string;
      name: string;
      /** @description Other names in common use ("Tre Flip" for the 360 flip); every trick search matches them too. */
      aliases: string[];
      category: string;
      /** @description One of ${DIFFICULTY_LABELS.join(', ')}. */
      difficulty: string;
      /** @description Ids of the tricks to learn first. */
      prerequisites: string[];
      /** @description The trick's worth, resolved: its own points or the difficulty default. */
      points: number;
    };
    TrustedDto: {
      /** @description Trusted users’ reactions weigh as much as an admin’s */
      trusted: boolean;
    };
    /** @enum {string} */
    TurnOutcome: 'pending' | 'counted' | 'void' | 'skipped';
    /** @description `DELETE /api/blocks/{userId}`: the block is lifted (or there was none). */
    UnblockedDto: {
      /** @constant */
      blocked: false;
    };
    /** @description `GET /api/admin/unverified-tricks`: learned but not yet verified, oldest first. */
    UnverifiedTrickDto: {
      /**
       * Format: uuid
       * @description The progress record's id, used by the verify call.
       */
      id: string;
      /** Format: uuid */
      userId: string;
      username: string;
      trickId: string;
      trickName: string;
      points: number;
      learnedAt: string | null;
    };
    UpdateCalendarEventDto: {
      title?: string;
      /** @description ISO 8601 */
      date?: string;
      location?: string;
    };
    UpdatePreferencesDto: {
      /** @description Any subset of the switches */
      notifications?: components['schemas']['NotificationPreferencesDto'];
      /** @description Any subset of the switches: which notifications also reach subscribed phones */
      push?: components['schemas']['PushPreferencesDto'];
      /** @description Any subset of the switches */
      privacy?: components['schemas']['PrivacyPreferencesDto'];
      /** @description Any subset of the switches */
      accessibility?: components['schemas']['AccessibilityPreferencesDto'];
      /** @enum {string} */
      theme?: 'light' | 'dark' | 'system';
    };
    UpdateProfileDto: {
      /** @description Trimmed; blank clears it */
      displayName?: string | null;
      /** @description Trimmed; blank clears it */
      bio?: string | null;
      /**
       * Format: uri
       * @description A public http(s) image link; blank clears it
       */
      profilePicture?: string | null;
      /**
       * Format: uri
       * @description A YouTube, Vimeo or TikTok link, or a public http(s) link to a video file; blank clears it
       */
      headerVideo?: string | null;
      /** @description Trimmed; blank clears it */
      location?: string | null;
      /** @description Trimmed; blank clears it */
      skatingStyle?: string | null;
      /** @description Trimmed; blank clears it */
      favoriteSpot?: string | null;
      /**
       * @description A colour as #rrggbb
       * @example #4F46E5
       */
      gradientStartColor?: string;
      /**
       * @description A colour as #rrggbb
       * @example #06B6D4
       */
      gradientEndColor?: string;
      /**
       * @description Lower-cased; 409 when another account has it
       * @example kickflip.kid
       */
      username?: string;
      /** @description Setting one status clears the other two */
      proStatus?: boolean;
      /** @description Setting one status clears the other two */
      amateurStatus?: boolean;
      /** @description Setting one status clears the other two */
      flowStatus?: boolean;
      /** @description A brand account has no pro, amateur or flow status */
      isBrand?: boolean;
    };
    UpdateSiteSettingsDto: {
      /**
       * Format: uri
       * @description An https:// link; `null` or empty clears it (the deployment STORE_URL applies again)
       * @example https://shop.example.com/boonies
       */
      storeUrl: string | null;
    };
    UpdateTrickDto: {
      /** @example Kickflip */
      name?: string;
      /**
       * @description Other names the trick goes by; blank ones dropped
       * @example [
       *       "Flip"
       *     ]
       */
      aliases?: string[];
      /** @example flip-tricks */
      category?: string;
      /**
       * @description Beginner, Intermediate, Advanced, Expert or Elite (any case), or 1-5
       * @example Intermediate
       */
      difficulty?: string;
      description?: string;
      /** Format: uri */
      videoUrl?: string | null;
      /**
       * @example [
       *       "fund-4"
       *     ]
       */
      prerequisites?: string[];
      /** @description The trick's own worth; without it, its difficulty's */
      points?: number;
      /** @description One item per line; blank ones dropped */
      setup?: string[];
      /** @description One item per line; blank ones dropped */
      steps?: string[];
      /** @description One item per line; blank ones dropped */
      commonMistakes?: string[];
      /** @description One item per line; blank ones dropped */
      proTips?: string[];
      /** @description Free-text tips, kept as pro tips (one per line) */
      tips?: string;
    };
    UpdateWebhookEndpointDto: {
      url?: string;
      description?: string;
      eventTypes?: ('trick.verified' | 'game.won')[];
      enabled?: boolean;
    };
    /** @description One service's part of the archive: everything it holds about the caller, table by table. */
    UserDataExportDto: {
      service: components['schemas']['ServiceName'];
      /** Format: date-time */
      exportedAt: string;
      /** @description Rows by kind, e.g. `posts`, `replies`, `reactions`. */
      data: {
        [key: string]: unknown[];
      };
    };
    /** @description The signed-in user as the web app sees it (`GET /api/auth/me`, sign-up and sign-in responses). */
    UserDto: {
      /** Format: uuid */
      id: string;
      /** Format: email */
      email: string;
      username: string;
      displayName: string | null;
      bio: string | null;
      profilePicture: string | null;
      headerVideo: string | null;
      location: string | null;
      skatingStyle: string | null;
      favoriteSpot: string | null;
      gradientStartColor: string;
      gradientEndColor: string;
      proStatus: boolean;
      amateurStatus: boolean;
      flowStatus: boolean;
      isBrand: boolean;
      isVerified: boolean;
      isAdmin: boolean;
      isTrusted: boolean;
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the profile was last saved: a page reading the profile from a copy kept from events (a moment behind) waits until the copy is at least this new.
       */
      updatedAt: string;
      /** @description Only in a puppet session: the real admin operating this account (the "Admin Mask Mode" banner). */
      actingAdmin?: components['schemas']['ActingAdminDto'];
    };
    UsernameAvailabilityDto: {
      /** @description Well-formed and nobody else's (the caller's own username counts as free). */
      available: boolean;
    };
    UserPageDto: {
      users: components['schemas']['UserSummaryDto'][];
      /** @description Pass as `cursor` for the next page; null on the last page. */
      nextCursor: string | null;
    };
    UserProgressDto: {
      /** Format: uuid */
      userId: string;
      /** @example man-1 */
      trickId: string;
      learned: boolean;
      /** @description Admins only */
      verified?: boolean;
    };
    /** @description A skater as lists show them: search, suggestions, followers, message senders, notification authors. */
    UserSummaryDto: {
      /** Format: uuid */
      id: string;
      username: string;
      displayName: string | null;
      profilePicture: string | null;
      proStatus: boolean;
      amateurStatus: boolean;
      flowStatus: boolean;
      isBrand: boolean;
      isVerified: boolean;
    };
    /** @description `GET /api/verifications/{id}` and the lists: one tagged trick of a trick video, with its votes. */
    VerificationDto: {
      /** Format: uuid */
      id: string;
      /**
       * Format: uuid
       * @description The trick video.
       */
      postId: string;
      trickId: string;
      /**
       * Format: uuid
       * @description The skater who posted the video; they cannot vote on it.
       */
      posterId: string;
      /** @description People who voted make / fake. */
      votesFor: number;
      /** @description People who voted fake. */
      votesAgainst: number;
      /** @description The same votes as the community rule counts them: weighted by standing, look-alike accounts once. */
      weightedFor: number;
      /** @description Fake votes, counted the same way. */
      weightedAgainst: number;
      isVerified: boolean;
      /** @description Make votes over all votes, rounded; `null` before the first vote. */
      percentage: number | null;
      verifiedAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** @description Where it stands by the community rule. */
      progress: components['schemas']['VerificationProgressDto'];
    };
    /** @description Where a verification stands by the community rule, and what it still needs. */
    VerificationProgressDto: {
      /**
       * @description `contested`: before the admins, whose decision is final; votes are still taken meanwhile.
       * @enum {string}
       */
      state: 'open' | 'verified' | 'rejected' | 'contested';
      /**
       * @description Who settled it: the community's votes or an admin; `null` while open or contested.
       * @enum {string|null}
       */
      decidedBy: 'community' | 'admin' | null;
      /** @description Distinct make voters with standing, and how many more are needed. */
      makeVoters: number;
      /** @description More make voters with standing needed. */
      votersNeeded: number;
      /** @description Weighted make votes still needed. */
      weightNeeded: number;
      /** @description Whether the make votes are a large enough share of the weighted votes. */
      makeShareMet: boolean;
      /** @description Votes that counted for nothing: new accounts, look-alikes of the poster or of another voter. */
      discountedVotes: number;
    };
    /** @description One tagged trick's community verification, as a feed shows it. */
    VerificationSummaryDto: {
      /** Format: uuid */
      id: string;
      trickId: string;
      trickName: string;
      /** @description People who voted make. */
      votesFor: number;
      /** @description People who voted fake. */
      votesAgainst: number;
      isVerified: boolean;
      /** @description Taken back by an admin: the clip says so and takes no more votes. */
      removed: boolean;
      /** @description Make votes over all votes, rounded; `null` before the first vote. */
      percentage: number | null;
    };
    /** @description `POST /api/verifications/{id}/vote` answers the new tally and whether this vote verified the trick. */
    VoteResultDto: {
      /** Format: uuid */
      verificationId: string;
      /** @description The vote recorded. */
      vote: boolean;
      votesFor: number;
      votesAgainst: number;
      isVerified: boolean;
      percentage: number | null;
      /** @description True only for the vote that tipped the verification over the community threshold. */
      autoVerified: boolean;
      /** @description Whether the vote weighs anything now: the voter has standing (see `standingOf`). */
      counts: boolean;
      /** @description Why it weighs nothing yet (`suspended`, `new_account`, …); `null` when it counts. */
      notCountedBecause: components['schemas']['StandingReason'] | null;
    };
    /** @description One row of an endpoint's delivery log. Its `id` is the `webhook-id` header, the same on every attempt and replay. */
    WebhookDeliveryDto: {
      /**
       * Format: uuid
       * @description The `webhook-id` header of every attempt and replay.
       */
      id: string;
      /** Format: uuid */
      endpointId: string;
      eventType: components['schemas']['WebhookPayloadType'];
      /**
       * Format: uuid
       * @description The domain event delivered (the ping's own id for a test).
       */
      eventId: string;
      status: components['schemas']['WebhookDeliveryStatus'];
      attempts: number;
      /** @description The HTTP status of the last answer; null when none came (timeout, refused connection) or not tried yet. */
      lastResponseStatus: number | null;
      /** @description How long the last attempt took, in milliseconds. */
      latencyMs: number | null;
      nextAttemptAt: string | null;
      lastError: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    WebhookDeliveryPageDto: {
      deliveries: components['schemas']['WebhookDeliveryDto'][];
      /** @description Pass as `cursor` for the next (older) page; null on the last page. */
      nextCursor: string | null;
    };
    /** @enum {string} */
    WebhookDeliveryStatus: 'pending' | 'succeeded' | 'failed' | 'dead' | 'withheld';
    /** @description An endpoint as admins see it; its secret is never shown again after create or rotate. */
    WebhookEndpointDto: {
      /** Format: uuid */
      id: string;
      url: string;
      description: string;
      eventTypes: components['schemas']['WebhookEventType'][];
      enabled: boolean;
      /** @description Failed attempts since its last success; while above zero, the endpoint's deliveries are backed off. */
      consecutiveFailures: number;
      /** @description Deliveries waiting to be sent, and those dead (replayable). */
      pendingDeliveries: number;
      /** @description Dead deliveries, replayable. */
      deadDeliveries: number;
      /** @description The newest delivery's status, and when it last changed (its latest attempt); null before any. */
      lastDeliveryStatus: components['schemas']['WebhookDeliveryStatus'] | null;
      /** @description When the newest delivery's status last changed (its latest attempt). */
      lastDeliveryAt: string | null;
      /** @description Until when a rotated-out secret still signs beside the current one; null when none does. */
      previousSecretExpiresAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    /** @description The answer to create and rotate: the only time the secret (`whsec_…`) is shown. */
    WebhookEndpointWithSecretDto: {
      /** Format: uuid */
      id: string;
      url: string;
      description: string;
      eventTypes: components['schemas']['WebhookEventType'][];
      enabled: boolean;
      /** @description Failed attempts since its last success; while above zero, the endpoint's deliveries are backed off. */
      consecutiveFailures: number;
      /** @description Deliveries waiting to be sent, and those dead (replayable). */
      pendingDeliveries: number;
      /** @description Dead deliveries, replayable. */
      deadDeliveries: number;
      /** @description The newest delivery's status, and when it last changed (its latest attempt); null before any. */
      lastDeliveryStatus: components['schemas']['WebhookDeliveryStatus'] | null;
      /** @description When the newest delivery's status last changed (its latest attempt). */
      lastDeliveryAt: string | null;
      /** @description Until when a rotated-out secret still signs beside the current one; null when none does. */
      previousSecretExpiresAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** @description Shown once: keep it now. */
      secret: string;
    };
    /** @enum {string} */
    WebhookEventType: 'trick.verified' | 'game.won';
    /** @description Every `type` a delivery's body may carry. */
    WebhookPayloadType: components['schemas']['WebhookEventType'] | 'webhook.ping';
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  AuthController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AuthController_signUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignUpDto'];
      };
    };
    responses: {
      /** @description Signed in: the session cookie is set */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Cross-site request refused */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Username already taken or reserved for staff, or email already registered */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many attempts from this address or for this account; see `Retry-After` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AuthController_signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignInDto'];
      };
    };
    responses: {
      /** @description Signed in: the session cookie is set */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Invalid email or password */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Cross-site request refused */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many attempts from this address or for this account; see `Retry-After` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AuthController_signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out: the session is revoked and the cookie cleared */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Cross-site request refused */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountController_changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasswordDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasswordChangedDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the password is incorrect (`INVALID_CREDENTIALS`) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description In puppet mode */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many wrong passwords for this account or from this address; see `Retry-After` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountController_deactivate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeactivateAccountDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeactivatedDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the password is incorrect (`INVALID_CREDENTIALS`) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description In puppet mode */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many wrong passwords for this account or from this address; see `Retry-After` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountController_exportPart: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description One of account, tricks, posts, verification, messaging, sponsorships, admin, games, media, social; the web app fetches them in turn */
        part:
          | 'account'
          | 'tricks'
          | 'posts'
          | 'verification'
          | 'messaging'
          | 'sponsorships'
          | 'admin'
          | 'games'
          | 'media'
          | 'social';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDataExportDto'];
        };
      };
      /** @description Unknown part */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service holding the part is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountController_reactivate: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReactivatedDto'];
        };
      };
      /** @description Not a user id */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Admins only */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such user */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  TricksController_list: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of a copy already held */
        'If-None-Match'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description With `ETag` and `Cache-Control` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrickDto'][];
        };
      };
      /** @description The copy named by If-None-Match is current */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The tricks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  TricksController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTrickDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrickDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Only admins may do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Another trick has this name */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The tricks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  TricksController_summaries: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of a copy already held */
        'If-None-Match'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description With `ETag` and `Cache-Control` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrickSummaryDto'][];
        };
      };
      /** @description The copy named by If-None-Match is current */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The tricks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  TricksController_trending: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrendingTrickDto'][];
        };
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The tricks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  TricksController_suggestions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrickDto'][];
        };
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The tricks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  TricksController_get: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrickDto'];
        };
      };
      /** @description The trick id is malformed; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such trick */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The tricks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  TricksController_update: {
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
        'application/json': components['schemas']['UpdateTrickDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrickDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Only admins may do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such trick */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Another trick has this name */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The tricks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ProgressController_list: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProgressDto'][];
        };
      };
      /** @description The user id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Kept for approved followers (Public Profile or Show Progress off) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such skater: unknown, deactivated or suspended, or a block between the two */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The tricks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ProgressController_clear: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RemovedProgressDto'];
        };
      };
      /** @description The user id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Only admins may do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The tricks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ProgressController_setLearned: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: string;
        trickId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetLearnedDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProgressDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Another user's progress, or a brand account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such trick */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The trick is verified and cannot be unchecked */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The tricks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ProgressController_listUserProgress: {
    parameters: {
      query?: {
        /** @description Defaults to the signed-in user */
        userId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OwnedProgressDto'][];
        };
      };
      /** @description The user id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Kept for approved followers (Public Profile or Show Progress off) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such skater: unknown, deactivated or suspended, or a block between the two */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The tricks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ProgressController_setUserProgress: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserProgressDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OwnedProgressDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Another user's record, `verified` from a non-admin, or a brand account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such trick */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The trick is verified and cannot be unchecked */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The tricks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ProgressController_score: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScoreDto'];
        };
      };
      /** @description The user id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Kept for approved followers (Public Profile or Show Progress off) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such skater: unknown, deactivated or suspended, or a block between the two */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The tricks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  LeaderboardController_top: {
    parameters: {
      query?: {
        /** @description Sponsored: pro, amateur or flow. Am excludes pros; Flow excludes pros and amateurs; Unsponsored has none. */
        filter?: 'all' | 'pro' | 'am' | 'flow' | 'sponsored' | 'unsponsored';
        /** @description Leave out skaters with no verified points yet (`true`/`1`); without it they are listed last */
        hideUnscored?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeaderboardEntryDto'][];
        };
      };
      /** @description Unknown filter */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The tricks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UnverifiedTricksController_list: {
    parameters: {
      query?: {
        /** @description Only this user's */
        userId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnverifiedTrickDto'][];
        };
      };
      /** @description The user id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Only admins may do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The tricks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UnverifiedTricksController_verify: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OwnedProgressDto'];
        };
      };
      /** @description The id is not a UUID */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Only admins may do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such progress record */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The trick is not learned */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The tricks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PostsController_latest: {
    parameters: {
      query?: {
        /** @description The previous page's `nextCursor` */
        cursor?: string;
        /** @description Posts per page; 20 when omitted */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PostPageDto'];
        };
      };
      /** @description A malformed cursor, limit, id or feed type; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The posts service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PostsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePostDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PostDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it, e.g. an unknown trick or a reply over 500 characters */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A reply: The caller blocked the post's author: unblock them first */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The post replied to: No such post, or the access policy keeps it from the caller (private, blocked, gone or hidden) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many for this account in its window, e.g. "You're posting too fast. Try again in 30 seconds." or "You're replying too fast. Try again in 30 seconds." */
      429: {
        headers: {
          /** @description Seconds before the action is taken again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The posts service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PostsController_popular: {
    parameters: {
      query?: {
        /** @description The previous page's `nextCursor` */
        cursor?: string;
        /** @description Posts per page; 20 when omitted */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PostPageDto'];
        };
      };
      /** @description A malformed cursor, limit, id or feed type; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The posts service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PostsController_following: {
    parameters: {
      query?: {
        /** @description The previous page's `nextCursor` */
        cursor?: string;
        /** @description Posts per page; 20 when omitted */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PostPageDto'];
        };
      };
      /** @description A malformed cursor, limit, id or feed type; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The posts service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PostsController_byType: {
    parameters: {
      query?: {
        /** @description The previous page's `nextCursor` */
        cursor?: string;
        /** @description Posts per page; 20 when omitted */
        limit?: number;
      };
      header?: never;
      path: {
        type: 'trick_video';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PostPageDto'];
        };
      };
      /** @description A malformed cursor, limit, id or feed type; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The posts service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PostsController_byUser: {
    parameters: {
      query?: {
        /** @description The previous page's `nextCursor` */
        cursor?: string;
        /** @description Posts per page; 20 when omitted */
        limit?: number;
      };
      header?: never;
      path: {
        /** @description The user's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PostPageDto'];
        };
      };
      /** @description A malformed cursor, limit, id or feed type; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The posts service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PostsController_byTrick: {
    parameters: {
      query?: {
        /** @description The previous page's `nextCursor` */
        cursor?: string;
        /** @description Posts per page; 20 when omitted */
        limit?: number;
      };
      header?: never;
      path: {
        trickId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PostPageDto'];
        };
      };
      /** @description A malformed cursor, limit, id or feed type; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The posts service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PostsController_createTrickVideo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTrickVideoDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PostDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it, e.g. an unknown trick */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Brand accounts cannot post trick videos */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many for this account in its window, e.g. "You're posting too fast. Try again in 30 seconds." */
      429: {
        headers: {
          /** @description Seconds before the action is taken again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The posts service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PostsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The post's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PostDto'];
        };
      };
      /** @description The post id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such post, or the access policy keeps it from the caller (private, blocked, gone or hidden) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The posts service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PostsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The post's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletedPostDto'];
        };
      };
      /** @description The post id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Another user's post */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such post, or the access policy keeps it from the caller (private, blocked, gone or hidden) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The posts service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PostsController_review: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The post's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReviewPostDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PostDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it, or the post is not a trick video */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Only admins may do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such post, or the access policy keeps it from the caller (private, blocked, gone or hidden) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The posts service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PostsController_replies: {
    parameters: {
      query?: {
        /** @description The previous page's `nextCursor` */
        cursor?: string;
        /** @description Posts per page; 20 when omitted */
        limit?: number;
      };
      header?: never;
      path: {
        /** @description The post's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PostPageDto'];
        };
      };
      /** @description A malformed cursor, limit, id or feed type; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such post, or the access policy keeps it from the caller (private, blocked, gone or hidden) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The posts service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ReactionsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        postId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReactionDto'][];
        };
      };
      /** @description The post id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such post, or the access policy keeps it from the caller (private, blocked, gone or hidden) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The posts service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ReactionsController_unreact: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        postId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReactionSummaryDto'];
        };
      };
      /** @description The post id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller blocked the post's author: unblock them first */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such post, or the access policy keeps it from the caller (private, blocked, gone or hidden) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many for this account in its window, e.g. "You're reacting too fast. Try again in 30 seconds." */
      429: {
        headers: {
          /** @description Seconds before the action is taken again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The posts service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ReactionsController_react: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReactDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReactionSummaryDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller blocked the post's author: unblock them first */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such post, or the access policy keeps it from the caller (private, blocked, gone or hidden) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many for this account in its window, e.g. "You're reacting too fast. Try again in 30 seconds." */
      429: {
        headers: {
          /** @description Seconds before the action is taken again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The posts service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  VerificationsController_forPost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        postId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VerificationDto'][];
        };
      };
      /** @description The post id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The verification service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  VerificationsController_standing: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StandingDto'];
        };
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The verification service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  VerificationsController_get: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VerificationDto'];
        };
      };
      /** @description The id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such verification */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The verification service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  VerificationsController_remove: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RemovedVerificationDto'];
        };
      };
      /** @description The id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Only admins may do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such verification */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The verification service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  VerificationsController_myVote: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyVoteDto'];
        };
      };
      /** @description The id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such verification */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The verification service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  VerificationsController_vote: {
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
        'application/json': components['schemas']['CastVoteDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VoteResultDto'];
        };
      };
      /** @description The id is not a UUID; `field` names it, or `vote` is not a boolean */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The poster cannot vote on their own trick video, nor the caller on a skater they blocked */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such verification */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many for this account in its window, e.g. "You're voting too fast. Try again in 30 seconds." */
      429: {
        headers: {
          /** @description Seconds before the action is taken again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The verification service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  VerificationReviewController_contested: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContestedVerificationDto'][];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The verification service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  VerificationReviewController_decide: {
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
        'application/json': components['schemas']['DecideVerificationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VerificationDto'];
        };
      };
      /** @description The id is not a UUID; `field` names it, or a verdict other than verified or rejected, or a note too long */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such verification */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The verification is not waiting for a decision: not contested, or decided already */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The verification service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UsersController_list: {
    parameters: {
      query?: {
        /** @description The last username of the previous page */
        after?: string;
        /** @description Users per page */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserSummaryDto'][];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UsersController_search: {
    parameters: {
      query: {
        /** @description Matches usernames and display names (exact, prefix, then close misspellings), at most 20 results */
        q: string;
        /** @description Leave brand accounts out (`true` or `1`) */
        excludeBrands?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserSummaryDto'][];
        };
      };
      /** @description The query is shorter than 2 characters or too long; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UsersController_suggested: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserSummaryDto'][];
        };
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UsersController_summary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InboxSummaryDto'];
        };
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The messaging service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UsersController_preferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreferencesDto'];
        };
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UsersController_updatePreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePreferencesDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreferencesDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UsersController_checkUsername: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UsernameAvailabilityDto'];
        };
      };
      /** @description The name is far too long; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UsersController_followers: {
    parameters: {
      query?: {
        /** @description The previous page's `nextCursor` */
        cursor?: string;
        /** @description Users per page */
        limit?: number;
      };
      header?: never;
      path: {
        /** @description The user's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserPageDto'];
        };
      };
      /** @description The user id is not a UUID; `field` names it, or a malformed cursor or limit */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The owner hides their followers from the caller */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Profile not found (no such user, the account is deactivated or suspended, or its owner blocked the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UsersController_following: {
    parameters: {
      query?: {
        /** @description The previous page's `nextCursor` */
        cursor?: string;
        /** @description Users per page */
        limit?: number;
      };
      header?: never;
      path: {
        /** @description The user's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserPageDto'];
        };
      };
      /** @description The user id is not a UUID; `field` names it, or a malformed cursor or limit */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The owner hides their followers from the caller */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Profile not found (no such user, the account is deactivated or suspended, or its owner blocked the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UsersController_profile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProfileDto'];
        };
      };
      /** @description The user id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Profile not found (no such user, the account is deactivated or suspended, or its owner blocked the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UsersController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateProfileDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Another user's profile */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Profile not found (no such user, the account is deactivated or suspended, or its owner blocked the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Username already taken, or a username or display name reserved for staff */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  FollowsController_check: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The other user's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FollowStateDto'];
        };
      };
      /** @description The user id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  FollowsController_follow: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FollowDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FollowStateDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller's own id, or a user the caller blocked */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Profile not found (no such user, the account is deactivated or suspended, or its owner blocked the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller already follows this user */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many for this account in its window, e.g. "You're following and unfollowing too fast. Try again in 30 seconds." */
      429: {
        headers: {
          /** @description Seconds before the action is taken again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  FollowsController_unfollow: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The other user's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FollowStateDto'];
        };
      };
      /** @description The user id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many for this account in its window, e.g. "You're following and unfollowing too fast. Try again in 30 seconds." */
      429: {
        headers: {
          /** @description Seconds before the action is taken again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  FollowRequestsController_incoming: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FollowRequestDto'][];
        };
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  FollowRequestsController_approve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Who asked to follow the caller */
        requesterId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FollowRequestApprovedDto'];
        };
      };
      /** @description The user id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No pending request from that user */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  FollowRequestsController_decline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Who asked to follow the caller */
        requesterId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FollowRequestDeclinedDto'];
        };
      };
      /** @description The user id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No pending request from that user */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  BlocksController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserSummaryDto'][];
        };
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  BlocksController_block: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BlockDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BlockedDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it, or the caller's own id */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Profile not found (no such user, the account is deactivated or suspended, or its owner blocked the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  BlocksController_unblock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user to unblock */
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnblockedDto'];
        };
      };
      /** @description The user id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  MessagesController_box: {
    parameters: {
      query: {
        box: 'received' | 'sent';
        /** @description The previous page's `nextCursor` */
        cursor?: string;
        /** @description Items per page; 30 when omitted */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessagePageDto'];
        };
      };
      /** @description box is not received or sent, or A malformed cursor or limit; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The messaging service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  MessagesController_send: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SendMessageDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it: blank or over 1000 characters */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller blocked the recipient, the recipient does not accept direct messages, or it is oneself */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such skater: unknown, deactivated, suspended, or they blocked the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many for this account in its window, e.g. "You're sending messages too fast. Try again in 30 seconds." */
      429: {
        headers: {
          /** @description Seconds before the action is taken again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The messaging service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  MessagesController_conversations: {
    parameters: {
      query?: {
        /** @description The previous page's `nextCursor` */
        cursor?: string;
        /** @description Items per page; 30 when omitted */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationListDto'];
        };
      };
      /** @description A malformed cursor or limit; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The messaging service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  MessagesController_markConversationRead: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MarkedReadDto'];
        };
      };
      /** @description The id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such skater: unknown, deactivated, suspended, or a block between the two either way */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The messaging service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  MessagesController_conversation: {
    parameters: {
      query?: {
        /** @description The previous page's `nextCursor` */
        cursor?: string;
        /** @description Items per page; 30 when omitted */
        limit?: number;
      };
      header?: never;
      path: {
        otherUserId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationPageDto'];
        };
      };
      /** @description The id is not a UUID; `field` names it, or A malformed cursor or limit; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such skater: unknown, deactivated, suspended, or a block between the two either way */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The messaging service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  MessagesController_markRead: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageDto'];
        };
      };
      /** @description The id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Only the recipient can mark a message read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such message */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The messaging service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  NotificationsController_list: {
    parameters: {
      query?: {
        /** @description The previous page's `nextCursor` */
        cursor?: string;
        /** @description Notifications per page; 30 when omitted */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPageDto'];
        };
      };
      /** @description A malformed cursor or limit; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The messaging service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  NotificationsController_markAllRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MarkedReadDto'];
        };
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The messaging service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  NotificationsController_markRead: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationDto'];
        };
      };
      /** @description The id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Another user's notification */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such notification */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The messaging service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PushController_subscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubscribePushDto'];
      };
    };
    responses: {
      /** @description Subscribed */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description endpoint must be an https address of a push service; keys must be the browser’s base64url p256dh and auth keys; unknown fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Cross-site request refused */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Push notifications are not set up on this server; The messaging service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PushController_unsubscribe: {
    parameters: {
      query: {
        /** @description The browser's push service address (https) */
        endpoint: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Unsubscribed (or there was nothing to remove) */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description endpoint must be an https address of a push service */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Cross-site request refused */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The messaging service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  SponsorshipsController_list: {
    parameters: {
      query?: {
        /** @description A brand's sponsorships */
        brandId?: string;
        /** @description An athlete's sponsorships */
        athleteId?: string;
        /** @description Only this state; `accepted` is readable by anyone signed in */
        status?: 'pending' | 'accepted' | 'rejected';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SponsorshipDto'][];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Requests that are not accepted, of somebody else; or every sponsorship, for a non-admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such skater: the brand or athlete is unknown, deactivated, suspended, or blocked the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The sponsorships service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  SponsorshipsController_request: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RequestSponsorshipDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SponsorshipDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it; or the athlete is a brand account */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The caller is not a brand account, asks itself, blocked the athlete, or `brand_id` names another account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such skater: unknown, deactivated, suspended, or the athlete blocked the brand */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Already exists */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The sponsorships service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  SponsorshipsController_mine: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SponsorshipDto'][];
        };
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The sponsorships service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  SponsorshipsController_answer: {
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
        'application/json': components['schemas']['AnswerSponsorshipDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SponsorshipDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Only the athlete can answer a sponsorship request */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such sponsorship, or one with a side the caller may not see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description This request was already answered */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The sponsorships service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  SponsorshipsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        brandId: string;
        athleteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RemovedSponsorshipDto'];
        };
      };
      /** @description An id is not a UUID; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Only the brand can remove a sponsorship */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No pending or accepted sponsorship of this pair, or one with a side the caller may not see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The sponsorships service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  GamesController_list: {
    parameters: {
      query?: {
        status?: 'active' | 'finished';
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GamePageDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The games service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  GamesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateGameDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameView'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A brand, oneself, a skater the caller blocked, or one who takes no challenges */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such skater */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many for this account in its window, e.g. "You're sending challenges too fast. Try again in 30 seconds." */
      429: {
        headers: {
          /** @description Seconds before the action is taken again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The games service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  GamesController_leaderboard: {
    parameters: {
      query?: {
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GamesLeaderboardPageDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The games service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  GamesController_record: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameRecordDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The skater shares their progress with approved followers only */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such skater */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The games service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  GamesController_get: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameView'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such game, or the caller is neither a player nor an admin */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The games service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  GamesController_accept: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameView'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Admins may look at any game but only its players play it */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such game, or the caller is neither a player nor an admin */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not the move the game is waiting for (out of turn, already done, or the game is over) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The games service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  GamesController_decline: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameView'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Admins may look at any game but only its players play it */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such game, or the caller is neither a player nor an admin */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not the move the game is waiting for (out of turn, already done, or the game is over) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The games service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  GamesController_set: {
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
        'application/json': components['schemas']['SetTrickDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameView'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Admins may look at any game but only its players play it */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such game, or the caller is neither a player nor an admin */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not the move the game is waiting for (out of turn, already done, or the game is over) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The games service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  GamesController_attempt: {
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
        'application/json': components['schemas']['AttemptDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameView'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Admins may look at any game but only its players play it */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such game, or the caller is neither a player nor an admin */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not the move the game is waiting for (out of turn, already done, or the game is over) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The games service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  GamesController_bail: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameView'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Admins may look at any game but only its players play it */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such game, or the caller is neither a player nor an admin */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not the move the game is waiting for (out of turn, already done, or the game is over) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The games service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  GamesController_call: {
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
        'application/json': components['schemas']['CallClipDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameView'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Admins may look at any game but only its players play it */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such game, or the caller is neither a player nor an admin */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not the move the game is waiting for (out of turn, already done, or the game is over) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The games service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  GamesController_forfeit: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameView'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Admins may look at any game but only its players play it */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such game, or the caller is neither a player nor an admin */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not the move the game is waiting for (out of turn, already done, or the game is over) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The games service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  MediaController_status: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mediaId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MediaDto'];
        };
      };
      /** @description The media id is not a UUID */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such upload, or it is someone else's */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The media service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  MediaController_file: {
    parameters: {
      query?: never;
      header?: {
        /** @description One byte range, e.g. `bytes=0-99`, `bytes=100-`, `bytes=-500` */
        Range?: string;
      };
      path: {
        rendition: 'feed.webp' | 'full.webp' | 'video.mp4' | 'poster.jpg';
        mediaId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The whole file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The range asked for, with `Content-Range` */
      206: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The copy named by `If-None-Match` is current */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The media id is not a UUID or the rendition unknown */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such media item, or the access policy keeps it from the caller (the same answer either way) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The range starts past the end of the file */
      416: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The media service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminUsersController_list: {
    parameters: {
      query?: {
        /** @description Part of a username, display name or email */
        q?: string;
        /** @description Default 100 */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserDto'][];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminUsersController_verify: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such user */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminUsersController_unverify: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such user */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminUsersController_trusted: {
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
        'application/json': components['schemas']['TrustedDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such user */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminUsersController_suspend: {
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
        'application/json': components['schemas']['SuspendUserDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such user */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminUsersController_liftSuspension: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such user */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PuppetsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PuppetDto'][];
        };
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PuppetsController_initialize: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['InitializePuppetsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InitializedPuppetsDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it; or a username that is not a preset */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PuppetsController_returnFromPuppet: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The admin, as `GET /api/auth/me` now answers */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin and not in puppet mode */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PuppetsController_assume: {
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
      /** @description The puppet, with `actingAdmin` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either); or the account is not a puppet */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such puppet */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The auth service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AuditLogController_list: {
    parameters: {
      query?: {
        /** @description The previous page's `nextCursor` */
        before?: string;
        /** @description Default 50 */
        limit?: number;
        /** @description The real person who acted, by username */
        actor?: string;
        /** @description Whose things were acted on (or the user acted on), by username */
        targetUser?: string;
        /** @description One kind of action */
        action?:
          | 'auth.user-registered'
          | 'auth.user-updated'
          | 'auth.session-revoked'
          | 'auth.followed'
          | 'auth.unfollowed'
          | 'auth.follow-requested'
          | 'auth.follow-answered'
          | 'auth.blocked'
          | 'auth.unblocked'
          | 'auth.preferences-changed'
          | 'auth.puppet-mode-changed'
          | 'auth.user-flags-changed'
          | 'auth.user-suspension-changed'
          | 'auth.user-signed-up'
          | 'auth.users-imported'
          | 'tricks.progress-changed'
          | 'tricks.progress-removed'
          | 'tricks.score-changed'
          | 'tricks.trick-changed'
          | 'verification.trick-verified'
          | 'verification.trick-unverified'
          | 'verification.verification-changed'
          | 'verification.verification-decided'
          | 'posts.post-created'
          | 'posts.post-deleted'
          | 'posts.post-reviewed'
          | 'posts.reaction-changed'
          | 'messaging.message-sent'
          | 'messaging.message-read'
          | 'messaging.conversation-read'
          | 'messaging.message-edited'
          | 'messaging.admin-messages-read'
          | 'messaging.notification-created'
          | 'admin.content-moderated'
          | 'admin.user-warned'
          | 'admin.report-resolved'
          | 'admin.report-filed'
          | 'admin.event-reminder-due'
          | 'sponsorships.sponsorship-changed'
          | 'games.game-invited'
          | 'games.invitation-answered'
          | 'games.game-started'
          | 'games.turn-set'
          | 'games.attempt-posted'
          | 'games.letter-given'
          | 'games.game-won'
          | 'games.game-cancelled'
          | 'games.game-changed'
          | 'media.media-uploaded'
          | 'media.media-ready'
          | 'media.media-failed'
          | 'media.media-deleted'
          | 'social.followed'
          | 'social.unfollowed'
          | 'social.follow-requested'
          | 'social.follow-answered'
          | 'social.blocked'
          | 'social.unblocked'
          | 'social.preferences-changed'
          | 'admin.calendar-event-created'
          | 'admin.calendar-event-updated'
          | 'admin.calendar-event-deleted'
          | 'admin.site-settings-updated';
        /** @description As a puppet, or as themselves */
        mode?: 'self' | 'puppet';
        /** @description ISO 8601: entries at or after */
        from?: string;
        /** @description ISO 8601: entries before */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditPageDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The admin service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CalendarController_list: {
    parameters: {
      query?: {
        /** @description `upcoming` (default) or `all`, past events after the upcoming ones */
        scope?: 'upcoming' | 'all';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CalendarEventDto'][];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The admin service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CalendarController_event: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventDetailDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such event */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The admin service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CalendarController_setRsvp: {
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
        'application/json': components['schemas']['SetRsvpDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventDetailDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such event */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The admin service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CalendarController_clearRsvp: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventDetailDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such event */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The admin service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CalendarController_ics: {
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
      /** @description An iCalendar file of one event */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': string;
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such event */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The admin service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CalendarController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCalendarEventDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CalendarEventDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The admin service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CalendarController_remove: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletedCalendarEventDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such event */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The admin service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CalendarController_update: {
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
        'application/json': components['schemas']['UpdateCalendarEventDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CalendarEventDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such event */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The admin service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  SiteSettingsController_read: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminSiteSettingsDto'];
        };
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The admin service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  SiteSettingsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSiteSettingsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminSiteSettingsDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The admin service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  TrickImportController_import: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TrickImportDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrickImportReportDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it, or the file cannot be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The tricks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminMessagesController_list: {
    parameters: {
      query?: {
        /** @description Sent or received by */
        userId?: string;
        /** @description The previous page's `nextCursor` */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminMessagePageDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The messaging service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminMessagesController_edit: {
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
        'application/json': components['schemas']['AdminEditMessageDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminMessageDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it: blank or over 1000 characters */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such message */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The messaging service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  DataMapController_map: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DataMapDto'];
        };
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  EventCatalogueController_page: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page listing every event and who reads it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  EventCatalogueController_document: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The AsyncAPI 3.0 document, with the readers the running system declares */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': Record<string, never>;
        };
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  WebhooksController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointDto'][];
        };
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The webhooks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  WebhooksController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateWebhookEndpointDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointWithSecretDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many endpoints */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The URL is plain http, or points at a private, loopback or link-local address */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The webhooks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  WebhooksController_remove: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletedWebhookEndpointDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such webhook endpoint */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The webhooks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  WebhooksController_update: {
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
        'application/json': components['schemas']['UpdateWebhookEndpointDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such webhook endpoint */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The URL is plain http, or points at a private, loopback or link-local address */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The webhooks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  WebhooksController_rotate: {
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
        'application/json': components['schemas']['RotateWebhookSecretDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointWithSecretDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such webhook endpoint */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The webhooks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  WebhooksController_sendTest: {
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
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDeliveryDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such webhook endpoint */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The webhooks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  WebhooksController_deliveries: {
    parameters: {
      query?: {
        /** @description Only deliveries in this status */
        status?: 'pending' | 'succeeded' | 'failed' | 'dead' | 'withheld';
        /** @description The previous page's `nextCursor` */
        cursor?: string;
        /** @description Default 50 */
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDeliveryPageDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such webhook endpoint */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The webhooks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  WebhooksController_replayDead: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReplayDeadWebhookDeliveriesResultDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such webhook endpoint */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The webhooks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  WebhooksController_replay: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        deliveryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDeliveryDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such delivery of this endpoint */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The delivery is neither failed nor dead */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The webhooks service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ReportsController_report: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateReportDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportFiledDto'];
        };
      };
      /** @description A field is missing or invalid, or the content is your own */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such content that you can see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many for this account in its window, e.g. "You're sending reports too fast. Try again in 30 seconds." */
      429: {
        headers: {
          /** @description Seconds before the action is taken again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ModerationController_list: {
    parameters: {
      query?: {
        /** @description Default open */
        status?: 'open' | 'resolved';
        /** @description Default newest */
        sort?: 'newest' | 'most_reported';
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportCasePageDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The admin service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ModerationController_resolve: {
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
        'application/json': components['schemas']['ResolveReportDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportCaseDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such report */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Already resolved */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The admin service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ModerationController_reopen: {
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
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportCaseDto'];
        };
      };
      /** @description A field is missing, unknown or invalid; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not an admin (a puppet session is not one either) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such report */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Still open, a warning, or reported again since */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The admin service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  HealthController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description All services are up */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SystemHealthModel'];
        };
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description At least one service is down */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SystemHealthModel'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  TelemetryController_reportNotFound: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NotFoundReportDto'];
      };
    };
    responses: {
      /** @description Logged */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `path` is missing, not text or longer than 2 kB */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Cross-site request refused */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many reports from this address; `Retry-After` says when to send again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The count of reports is unavailable; the report is dropped */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PublicConfigController_read: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicConfigDto'];
        };
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UploadRoutes_createUpload: {
    parameters: {
      query?: never;
      header: {
        /** @description The tus protocol version: `1.0.0` */
        'Tus-Resumable': '1.0.0';
        /** @description The whole file's size in bytes */
        'Upload-Length': number;
        /** @description Comma-separated `key base64(value)` pairs: filetype, filename, kind */
        'Upload-Metadata'?: string;
        /** @description Required without an `Origin` of the app's own (the CSRF rule of every state-changing request) */
        'X-Requested-With'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created: send the bytes to `Location` */
      201: {
        headers: {
          /** @description `/api/uploads/<mediaId>` */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Upload-Length missing or not a number, Upload-Metadata malformed, or a file type or kind the service does not take; `field` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Refused as a cross-site request */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Tus-Resumable missing or of another version */
      412: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The declared size is over the limit of its kind (refused before any byte is sent) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account used its daily upload allowance, or started too many uploads in the last hour */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The media service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UploadRoutes_deleteUpload: {
    parameters: {
      query?: never;
      header: {
        /** @description The tus protocol version: `1.0.0` */
        'Tus-Resumable': '1.0.0';
        /** @description Required without an `Origin` of the app's own (the CSRF rule of every state-changing request) */
        'X-Requested-With'?: string;
      };
      path: {
        /** @description The upload id, which is the media id (the last segment of `Location`) */
        mediaId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Gone */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Refused as a cross-site request */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such upload, or it is someone else's */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A post carries this media: delete the post instead */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Tus-Resumable missing or of another version */
      412: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The media service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UploadRoutes_uploadOffset: {
    parameters: {
      query?: never;
      header: {
        /** @description The tus protocol version: `1.0.0` */
        'Tus-Resumable': '1.0.0';
      };
      path: {
        /** @description The upload id, which is the media id (the last segment of `Location`) */
        mediaId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The upload: `Upload-Offset` and `Upload-Length` */
      200: {
        headers: {
          /** @description Bytes stored so far */
          'Upload-Offset'?: number;
          /** @description The declared size */
          'Upload-Length'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such upload, or it is someone else's */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Tus-Resumable missing or of another version */
      412: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The media service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UploadRoutes_appendToUpload: {
    parameters: {
      query?: never;
      header: {
        /** @description The tus protocol version: `1.0.0` */
        'Tus-Resumable': '1.0.0';
        /** @description Where these bytes start */
        'Upload-Offset': number;
        /** @description Required without an `Origin` of the app's own (the CSRF rule of every state-changing request) */
        'X-Requested-With'?: string;
      };
      path: {
        /** @description The upload id, which is the media id (the last segment of `Location`) */
        mediaId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/offset+octet-stream': string;
      };
    };
    responses: {
      /** @description Stored */
      204: {
        headers: {
          /** @description Bytes stored so far */
          'Upload-Offset'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A header is missing or malformed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Refused as a cross-site request, or the body is not `application/offset+octet-stream` */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such upload, or it is someone else's */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Upload-Offset is not where the stored bytes end: ask HEAD for the offset and resume there */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Tus-Resumable missing or of another version */
      412: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description More bytes than the upload declared */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An unexpected failure; the answer names no cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The media service is unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A service did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
}
