enum PlaceholderStrutReport {}
