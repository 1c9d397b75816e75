/** How a guest sees a listing the board keeps from the public: blurred, behind a login prompt. */
export const LOCKED_FILTER = 'blur(6px)'
