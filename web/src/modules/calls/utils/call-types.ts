export type CallType = 'video' | 'audio';
