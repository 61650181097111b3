/** In the shape `supabase gen types typescript` produces, written by hand: database.types.test.ts holds it to the migrations. */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      projects: {
        Row: {
          id: number;
          title: string;
          short_description: string;
          website_link: string | null;
          github_link: string | null;
          tags: string[];
        };
        Insert: {
          id?: number;
          title: string;
          short_description?: string;
          website_link?: string | null;
          github_link?: string | null;
          tags?: string[];
        };
        Update: {
          id?: number;
          title?: string;
          short_description?: string;
          website_link?: string | null;
          github_link?: string | null;
          tags?: string[];
        };
        Relationships: [];
      };
      roles: {
        Row: {
          id: number;
          company: string;
          timeframe: string;
          title: string;
          description: string;
          is_current_role: boolean;
          responsibilities: Json;
        };
        Insert: {
          id?: number;
          company: string;
          timeframe: string;
          title: string;
          description?: string;
          is_current_role?: boolean;
          responsibilities?: Json;
        };
        Update: {
          id?: number;
          company?: string;
          timeframe?: string;
          title?: string;
          description?: string;
          is_current_role?: boolean;
          responsibilities?: Json;
        };
        Relationships: [];
      };
      project_translations: {
        Row: {
          project_id: number;
          locale: string;
          title: string | null;
          short_description: string | null;
        };
        Insert: {
          project_id: number;
          locale: string;
          title?: string | null;
          short_description?: string | null;
        };
        Update: {
          project_id?: number;
          locale?: string;
          title?: string | null;
          short_description?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'project_translations_project_id_fkey';
            columns: ['project_id'];
            isOneToOne: false;
            referencedRelation: 'projects';
            referencedColumns: ['id'];
          },
        ];
      };
      role_translations: {
        Row: {
          role_id: number;
          locale: string;
          company: string | null;
          title: string | null;
          timeframe: string | null;
          description: string | null;
          responsibility_labels: (string | null)[] | null;
        };
        Insert: {
          role_id: number;
          locale: string;
          company?: string | null;
          title?: string | null;
          timeframe?: string | null;
          description?: string | null;
          responsibility_labels?: (string | null)[] | null;
        };
        Update: {
          role_id?: number;
          locale?: string;
          company?: string | null;
          title?: string | null;
          timeframe?: string | null;
          description?: string | null;
          responsibility_labels?: (string | null)[] | null;
        };
        Relationships: [
          {
            foreignKeyName: 'role_translations_role_id_fkey';
            columns: ['role_id'];
            isOneToOne: false;
            referencedRelation: 'roles';
            referencedColumns: ['id'];
          },
        ];
      };
      content_version: {
        Row: {
          id: boolean;
          version: number;
          changed_at: string;
        };
        Insert: {
          id?: boolean;
          version?: number;
          changed_at?: string;
        };
        Update: {
          id?: boolean;
          version?: number;
          changed_at?: string;
        };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: { [_ in never]: never };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

export type TableName = keyof Database['public']['Tables'];
export type Tables<T extends TableName> = Database['public']['Tables'][T]['Row'];
