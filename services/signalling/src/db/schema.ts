export interface CallsTable {
  tenant_id: string;
  id: string;
  caller_id: string;
  media: string;
  is_group: boolean;
  outcome: string;
  end_reason: string;
  started_at: Date;
  connected_at: Date | null;
  ended_at: Date;
  duration_seconds: number;
}

export interface CallParticipantsTable {
  tenant_id: string;
  call_id: string;
  user_id: string;
  name: string;
  email: string;
  state: string;
  join_order: number | null;
  joined_at: Date | null;
  started_at: Date;
}

export interface CallQualitySamplesTable {
  tenant_id: string;
  call_id: string;
  user_id: string;
  measured_at: Date;
  quality: string;
  bitrate: number;
  packet_loss: number;
  rtt: number;
  jitter: number;
}

export interface SignallingDb {
  calls: CallsTable;
  call_participants: CallParticipantsTable;
  call_quality_samples: CallQualitySamplesTable;
}
